import styled from 'styled-components';
import { alpha, media } from '@/styles/theme';

export const Lead = styled.p`
  margin: 0 0 16px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Cards = styled.div<{ $columns: number }>`
  display: grid;
  gap: 16px;
  margin-top: 16px;

  ${media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    align-items: start;
  }
`;

export const Callout = styled.div<{ $tone: 'accent' | 'danger' }>`
  padding: 14px 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => alpha(theme.colors[$tone], 8)};
  line-height: 1.6;

  h2,
  h3,
  p {
    margin: 0;
  }
  h2 {
    font-size: 1.15rem;
  }
  > * + * {
    margin-top: 6px;
  }
`;
