/** `?page=` as the list pages read it, on the server and in the browser alike: a whole number from 1 to 10,000, else 1. */
export const MAX_PAGE = 10_000;

export function pageFromQuery(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^[0-9]{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** How many pages `total` items fill at `size` a page (at least one, so an empty list still has page 1). */
export function pageCount(total: unknown, size: number): number {
  const n = typeof total === 'number' ? total : Number(total);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n / size) : 1;
}

/** `?id=` as a positive whole number, or null. */
export function idFromQuery(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^[0-9]{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
