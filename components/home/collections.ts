import type { RequestOf } from '@/lib/contract';

/** A lobby row holds this many games: its HTML is the same size with 40 or 20,000 games in the catalogue. */
export const ROW_SIZE = 12;

export const SHOWCASES = ['new', 'popular'] as const;
export type Showcase = (typeof SHOWCASES)[number];

/** The search-games argument of a showcase row: the server's prefetch and the browser's hook must ask the same. No counts: the rows show none. */
export const showcaseArg = (sort: Showcase): RequestOf<'search-games'> => ({ sort, limit: ROW_SIZE, facets: [] });
