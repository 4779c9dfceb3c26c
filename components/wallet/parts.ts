import styled, { css } from 'styled-components';
import { media } from '@/styles/theme';

/** The styled parts the three wallet screens share. */

export const Title = styled.h1`
  margin: 0 0 16px;
  font-size: clamp(1.4rem, 4vw, 1.9rem);
`;

export const Columns = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;

  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

export const Card = styled.section`
  min-width: 0;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  ${media.mobile} {
    padding: 16px;
  }
`;

export const CardTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.1rem;
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
  padding: 14px 16px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceRaised};

  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.35rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.accent};
    font-variant-numeric: tabular-nums;
  }
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 16px;
  border-radius: 8px;
  font-weight: 700;
  cursor: pointer;
  transition: filter 0.15s ease;

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:not(:disabled):hover {
    filter: brightness(1.1);
  }
`;

export const PrimaryButton = styled.button`
  ${buttonBase};
  border: 0;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
`;

export const SecondaryButton = styled.button`
  ${buttonBase};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

export const Message = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 12px 0 0;
  padding: 10px 14px;
  border-radius: 8px;
  border: 1px solid ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ $tone }) => ($tone === 'success' ? 'rgba(61, 220, 151, 0.08)' : 'rgba(255, 107, 107, 0.08)')};
`;
