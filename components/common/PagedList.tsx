import type { ReactNode } from 'react';
import { Empty } from './Card';
import { Pager, type PagerProps } from './Pager';
import { UnavailableNotice } from './UnavailableNotice';

interface PagedListProps<T> {
  /** The page's entries; undefined until they are loaded. */
  items: readonly T[] | undefined;
  /** Loading them failed (on the server or here): said only while there is nothing to show. */
  failed?: boolean;
  /** What an empty list says (text, or the feature's own empty block). */
  empty: ReactNode;
  /** The entries' markup: a List of ListItems, a table, cards. */
  children: (items: readonly T[]) => ReactNode;
  /** Page links under the list, when it has pages. */
  pager?: PagerProps;
}

/** A member's list as every list page shows it: unavailable, empty, or the entries, then the page links. */
export function PagedList<T>({ items, failed = false, empty, children, pager }: PagedListProps<T>) {
  if (!items) return failed ? <UnavailableNotice /> : null;
  return (
    <>
      {items.length === 0 ? typeof empty === 'string' ? <Empty>{empty}</Empty> : empty : children(items)}
      {pager ? <Pager {...pager} /> : null}
    </>
  );
}
