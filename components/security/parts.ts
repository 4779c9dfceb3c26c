import { useT } from '@/components/common/translation';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/common/Card';
import type { Outcome } from '@/components/common/Outcome';
import { useSiteFormat } from '@/store/market';
import { media } from '@/styles/theme';

/** What every panel of the security page starts with: translations, an id for its title, the site's formats and the outcome of its last action. */
export function usePanel() {
  const { t } = useT();
  const id = useId();
  const fmt = useSiteFormat();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return { t, id, fmt, outcome, setOutcome };
}

export const Panel = styled(Card).attrs({ $padded: true })`
  display: flex;
  flex-direction: column;
  gap: 14px;

  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  > p:not([role]) {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* Full width under a thumb; on a wide screen a button is as wide as its words. */
  ${media.desktop} {
    > button {
      align-self: flex-start;
    }
  }
`;

export const Status = styled.p<{ $on?: boolean }>`
  && {
    margin: 0;
    font-weight: 700;
    color: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.textMuted)};
  }
`;

export const SubForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;

  > button {
    align-self: flex-start;
  }
`;

/** Rows of a list with their actions at the end, wrapping under the text on a phone. */
export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 14px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
  }
  > li > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  strong {
    font-weight: 700;
  }
  small {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Badge = styled.span`
  display: inline-block;
  margin-left: 8px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.background};
  background: ${({ theme }) => theme.colors.accent};
`;
