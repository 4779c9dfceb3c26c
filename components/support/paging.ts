import { pageFromQuery } from '@/lib/validation/paging';

export const HELP_PAGE_SIZE = 20;

/** The `get-help-list` paging for `?page=`: the page load and the screen must ask with the very same argument. */
export const helpPaging = (page: string | string[] | undefined) => ({
  page: pageFromQuery(page),
  size: HELP_PAGE_SIZE,
});

export type HelpMode = 'list' | 'view' | 'form';

export function helpMode(value: string | string[] | undefined): HelpMode {
  const mode = Array.isArray(value) ? value[0] : value;
  return mode === 'view' || mode === 'form' ? mode : 'list';
}
