import { pageFromQuery } from '@/lib/validation/paging';

export const NOTE_PAGE_SIZE = 20;

/** The `get-note-list` paging for `?page=`: the page load and the screen must ask with the very same argument. */
export const notePaging = (page: string | string[] | undefined) => ({
  page: pageFromQuery(page),
  size: NOTE_PAGE_SIZE,
});
