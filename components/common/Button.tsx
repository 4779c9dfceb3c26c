import styled from 'styled-components';
import { media } from '@/styles/theme';

export type ButtonTone = 'primary' | 'secondary' | 'danger' | 'outline';

export const Button = styled.button<{ $tone?: ButtonTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 4px 16px;
  border-radius: 10px;
  border: 1px solid;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: filter 0.15s ease;
  ${({ $tone = 'secondary', theme: { colors } }) =>
    ({
      primary: `border-color: ${colors.accent}; background: ${colors.accent}; color: ${colors.accentText};`,
      secondary: `border-color: ${colors.border}; background: ${colors.surfaceRaised}; color: ${colors.text};`,
      danger: `border-color: ${colors.danger}; background: ${colors.surfaceRaised}; color: ${colors.danger};`,
      outline: `border-color: ${colors.accent}; background: transparent; color: ${colors.accent};`,
    })[$tone]}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:not(:disabled):hover {
    filter: brightness(1.1);
  }
`;

/** A form's buttons side by side, wrapping under each other when the form is narrow. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;

  button {
    flex: 1 1 160px;
  }
`;

export const IconButton = styled.button<{ $phoneOnly?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
  ${media.desktop} {
    ${({ $phoneOnly }) => ($phoneOnly ? 'display: none;' : '')}
  }
`;

export const Switch = styled.nav`
  display: inline-flex;
  /* Every choice stays whole on a 360 px phone (Vietnamese's four game kinds): tighter there, a second row at worst. */
  flex-wrap: wrap;
  max-width: 100%;
  gap: 4px;
  padding: 4px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  > * {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 42px;
    padding: 0 clamp(7px, 5vw - 11px, 18px);
    font-size: clamp(0.95rem, 0.5rem + 2vw, 1rem);
    border: 0;
    border-radius: 10px;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 800;
    text-decoration: none;
    cursor: pointer;
    transition:
      background-color 150ms ease,
      color 150ms ease;
  }
  > :hover {
    color: ${({ theme }) => theme.colors.text};
  }
  > [aria-current='page'],
  > [aria-selected='true'] {
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
