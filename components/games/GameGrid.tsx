import styled from 'styled-components';
import { media } from '@/styles/theme';

/** Cards in as many columns as fit: two on a phone, more on wider screens. */
export const GameGrid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 600px) {
    grid-template-columns: repeat(auto-fill, minmax(${({ $min = 180 }) => $min}px, 1fr));
  }
  ${media.desktop} {
    gap: 16px;
  }
`;
