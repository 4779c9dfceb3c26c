import styled, { css } from 'styled-components';

/** The games page's heading and intro beside its category switch. */
export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;

  h1 {
    margin: 0 0 4px;
    font-size: clamp(1.6rem, 4vw, 2.1rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The result count: one line high even when empty, so the results do not move when it appears. */
export const Status = styled.p`
  min-height: 1.5em;
  margin: 0 0 10px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The search box of both game screens. */
export const searchField = css`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 48px;
  padding: 0 16px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A pill of the catalogue's filters: a tag chip, the provider list's summary. */
export const chip = `
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 14px;
  border-radius: 999px;
  font-weight: 700;
  cursor: pointer;
`;
