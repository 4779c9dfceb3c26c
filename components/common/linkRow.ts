import { css } from 'styled-components';

/** A wrapping row of links with touch-sized targets, as the footer shows them. */
export const linkRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
