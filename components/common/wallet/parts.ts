import styled from 'styled-components';
import { media } from '@/styles/theme';

export const Columns = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;

  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

export const Note = styled.p`
  margin: 12px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0 0 20px;
`;

export const Figure = styled.div`
  container-type: inline-size;
  padding: 14px 16px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceRaised};

  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    /* A narrow tile shrinks the figure rather than breaking it between digits; only the unit may wrap. */
    font-size: min(1.35rem, calc(100cqi / 9));
    overflow-wrap: normal;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.accent};
    font-variant-numeric: tabular-nums;
  }
`;

/** Cards stacked in one column of Columns. */
export const Column = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;
