import { id, paging } from '@/lib/contract/common';

export const MAX_PAGE = paging.shape.page.unwrap().maxValue ?? 1;
const MAX_ID = id.maxValue ?? 1;

function wholeNumber(value: string | string[] | undefined, max: number): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^[0-9]+$/.test(raw) || raw.length > String(max).length) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/** `?page=` as the list pages read it, on the server and in the browser alike; 1 when it is not a page. */
export const pageFromQuery = (value: string | string[] | undefined): number => wholeNumber(value, MAX_PAGE) ?? 1;

export const idFromQuery = (value: string | string[] | undefined): number | null => wholeNumber(value, MAX_ID);

/** At least one, so an empty list still has page 1. */
export function pageCount(total: unknown, size: number): number {
  const n = typeof total === 'number' ? total : Number(total);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n / size) : 1;
}
