import styled, { css } from 'styled-components';

export type SummaryLayout = 'strip' | 'panel';

/** One figure of the member's summary (a term and its value), in the header strip or the side panel. */
export const Figure = styled.div<{ $layout: SummaryLayout; $wide?: boolean }>`
  display: flex;
  gap: 6px;

  dt {
    font-size: 0.82rem;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  dt a {
    color: inherit;
    text-underline-offset: 3px;
  }
  dt a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  dd {
    margin: 0;
    font-weight: 700;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.accent};
  }

  ${({ $layout, $wide }) =>
    $layout === 'strip'
      ? css`
          align-items: baseline;
        `
      : css`
          flex-direction: column;
          gap: 2px;
          padding: 10px 12px;
          border-radius: 10px;
          background: ${({ theme }) => theme.colors.background};
          border: 1px solid ${({ theme }) => theme.colors.border};
          ${
            $wide &&
            css`
              grid-column: 1 / -1;
              dd {
                font-size: 1.25rem;
              }
            `
          }
        `}
`;
