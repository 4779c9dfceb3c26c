import Link from 'next/link';
import { useRouter } from 'next/router';
import styled from 'styled-components';

interface PagerProps {
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
