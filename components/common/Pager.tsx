import Link from 'next/link';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { Button } from './Button';

export interface PagerProps {
  page: number;
  pages: number;
  label: string;
  previousLabel: string;
  nextLabel: string;
}

const WINDOW = 5;

/** Page links that keep the rest of the query; shallow, because the screen fetches the page itself. */
export function Pager({ page, pages, label, previousLabel, nextLabel }: PagerProps) {
  const router = useRouter();
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), pages - WINDOW + 1));
  const numbers = Array.from({ length: Math.min(WINDOW, pages) }, (_, i) => first + i);
  const href = (target: number) => ({ pathname: router.pathname, query: { ...router.query, page: target } });

  return (
    <Nav aria-label={label}>
      {page > 1 ? (
        <Link href={href(page - 1)} shallow aria-label={previousLabel}>
          ‹
        </Link>
      ) : null}
      {numbers.map((n) => (
        <Link key={n} href={href(n)} shallow aria-current={n === page ? 'page' : undefined}>
          {n}
        </Link>
      ))}
      {page < pages ? (
        <Link href={href(page + 1)} shallow aria-label={nextLabel}>
          ›
        </Link>
      ) : null}
    </Nav>
  );
}

interface PageStepsProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** "page 2 of 5", in the list's words. */
  position: string;
}

/** Previous and next for a list whose page is the screen's own state rather than the address (a card on a form's page). */
export function PageSteps({ page, pages, onPage, label, previousLabel, nextLabel, position }: PageStepsProps) {
  if (pages <= 1) return null;
  return (
    <Steps aria-label={label}>
      <Button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <span className="tabular">{position}</span>
      <Button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </Steps>
  );
}

const Steps = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 16px;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 6px;
  margin-top: 20px;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${({ theme }) => theme.touchTarget};
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 10px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
    font-variant-numeric: tabular-nums;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;
