import styled, { css } from 'styled-components';
import { alpha } from '@/styles/theme';

/** A native radio or checkbox laid unseen over the span that shows it: the span is the look, the input keeps keyboard and form. */
export const inputOverSpan = css`
  label {
    position: relative;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface ChoicesProps<V extends string | number> {
  legend: string;
  name: string;
  options: readonly V[];
  label: (option: V) => string;
  value: V | null;
  onChange: (option: V) => void;
  /** Said under the choices, as an alert (nothing chosen yet). */
  error?: string | null;
  /** Tiles in a row; by default all of them, or two by two when there are four (four do not fit a card's width). */
  columns?: number;
  /** Tiles in a row below 600 px, when fewer than `columns`. */
  phoneColumns?: number;
}

/** One of a few values as a row of tiles: radio buttons, with the chosen one in the accent colour. */
export function Choices<V extends string | number>({
  legend,
  name,
  options,
  label,
  value,
  onChange,
  error,
  columns,
  phoneColumns,
}: ChoicesProps<V>) {
  const errorId = `${name}-error`;
  const across = columns ?? (options.length === 4 ? 2 : options.length);
  return (
    <Set aria-describedby={error ? errorId : undefined} $columns={across} $phoneColumns={phoneColumns ?? across}>
      <legend>{legend}</legend>
      <div>
        {options.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
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

const Set = styled.fieldset<{ $columns: number; $phoneColumns: number }>`
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
  @media (max-width: 599px) {
    > div {
      grid-template-columns: repeat(${({ $phoneColumns }) => $phoneColumns}, minmax(0, 1fr));
    }
  }
  ${inputOverSpan}
  label {
    display: flex;
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
    line-height: 1.25;
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => alpha(theme.colors.accent, 16)};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Error = styled.p`
  margin: 8px 0 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
