import styled, { css } from 'styled-components';
import { alpha, media } from '@/styles/theme';

const shell = css`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

export const Card = styled.section<{ $padded?: boolean }>`
  ${shell}
  ${({ $padded }) =>
    $padded &&
    css`
      padding: 20px;
      ${media.mobile} {
        padding: 16px;
      }
    `}
`;

export const CardTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.1rem;
`;

export const PageTitle = styled.h1`
  margin: 0 0 16px;
  font-size: 1.6rem;
`;

export const Sheet = styled(Card)<{ $width?: number }>`
  max-width: ${({ $width = 560 }) => $width}px;
  margin: 4vh auto 0;
  padding: 28px 24px;

  h1 {
    margin: 0 0 4px;
    font-size: 1.5rem;
  }
  h1 + p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.mobile} {
    padding: 20px 16px;
  }
`;

export const List = styled.ul`
  ${shell}
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A short list of hints or rules, with accent bullets. */
export const Bullets = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding-left: 1.2em;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};

  li::marker {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const ListItem = styled.li<{ $marked?: boolean; $tinted?: boolean }>`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${({ $marked, theme }) => $marked && `box-shadow: inset 3px 0 0 ${theme.colors.accent};`}
  ${({ $tinted, theme }) => $tinted && `background: ${alpha(theme.colors.accent, 8)};`}
`;

export const Row = styled.a`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 12px 16px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  @media (max-width: 599px) {
    grid-template-columns: auto minmax(0, 1fr);

    > :nth-child(3) {
      grid-column: 2;
    }
  }
`;

export const RowTitle = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-weight: 600;
`;

export const When = styled.time`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

export type PillTone = 'accent' | 'filled' | 'success' | 'muted' | 'plain';

export const Pill = styled.span<{ $tone: PillTone }>`
  display: inline-block;
  flex: 0 0 auto;
  min-width: 52px;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid;
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
  white-space: nowrap;
  ${({ $tone, theme: { colors } }) =>
    ({
      accent: `color: ${colors.accent};`,
      filled: `color: ${colors.accentText}; background: ${colors.accent}; border-color: ${colors.accent};`,
      success: `color: ${colors.success};`,
      muted: `color: ${colors.textMuted}; border-color: ${colors.border};`,
      plain: `color: ${colors.text};`,
    })[$tone]}
`;

export const Empty = styled.p<{ $bare?: boolean }>`
  margin: 0;
  padding: 40px 16px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $bare }) => ($bare ? 'transparent' : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RichText = styled.div`
  line-height: 1.75;

  p,
  ul,
  ol {
    margin: 0 0 8px;
  }
  > :last-child {
    margin-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: 8px;
  }
`;
