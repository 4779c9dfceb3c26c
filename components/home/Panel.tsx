import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Empty, When } from '@/components/common/Card';
import { GuardedLink } from '@/components/common/GuardedLink';
import { HydrateLater } from '@/components/common/HydrateLater';
import { useSiteFormat } from '@/store/market';

interface PanelProps {
  id: string;
  title: string;
  more: { href: string; label: string; text: string };
  children: ReactNode;
}

export function Panel({ id, title, more, children }: PanelProps) {
  return (
    <Box aria-labelledby={id}>
      <Head>
        <h2 id={id}>{title}</h2>
        <More href={more.href} aria-label={more.label}>
          {more.text}
          <span aria-hidden="true">›</span>
        </More>
      </Head>
      {children}
    </Box>
  );
}

/** An item's day in the site's zone, hydrated after the page: the first date a page formats loads the zone's data. */
export function ItemDate({ value }: { value: unknown }) {
  return (
    <HydrateLater>
      <SiteDate value={value} />
    </HydrateLater>
  );
}

function SiteDate({ value }: { value: unknown }) {
  return <When className="tabular">{useSiteFormat().date(value)}</When>;
}

export const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Item = styled(GuardedLink)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 8px 4px;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};

  &:hover span:first-child {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const ItemTitle = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  padding: 16px 18px 10px;
`;

export const Quiet = styled(Empty)`
  padding: 20px 4px;
  background: transparent;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding-bottom: 8px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.accent};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const More = styled(GuardedLink)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 40px;
  padding: 0 12px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
