import styled from 'styled-components';
import { alpha } from '@/styles/theme';

interface ChoicesProps<V extends number> {
  legend: string;
  name: string;
  options: readonly V[];
  label: (option: V) => string;
  value: V | null;
  onChange: (option: V) => void;
  /** Said under the choices, as an alert (nothing chosen yet). */
  error?: string | null;
}

export function Choices<V extends number>({ legend, name, options, label, value, onChange, error }: ChoicesProps<V>) {
  const errorId = `${name}-error`;
  return (
    <Set aria-describedby={error ? errorId : undefined} $columns={options.length === 4 ? 2 : options.length}>
      <legend>{legend}</legend>
      <div>
        {options.map((option) => (
          <label key={option}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      ) : null}
    </Set>
  );
}

// Four choices sit two by two: four in a row do not fit a card's width on a desktop.
const Set = styled.fieldset<{ $columns: number }>`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: 600;
  }
  > div {
    display: grid;
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    gap: 8px;
  }
  label {
    position: relative;
    display: flex;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: flex;
    flex: 1;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 6px 10px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    font-weight: 700;
    text-align: center;
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => alpha(theme.colors.accent, 16)};
    color: ${({ theme }) => theme.colors.accent};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Error = styled.p`
  margin: 8px 0 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
