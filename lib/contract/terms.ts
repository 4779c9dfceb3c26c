// The catalogue's words and limits without zod: the page state and the pages import them, and zod stays out of their chunks.

/**
 * Extensions: operations the operators' existing backends do not have. A backend names the ones it offers in
 * get-site-config's `features`; one that answers 404 to get-site-config offers none, and the portal hides them.
 */
export const extensionFeatures = ['game-search', 'favorite-games', 'recent-games'] as const;
export type ExtensionFeature = (typeof extensionFeatures)[number];

export const gameKinds = ['slot', 'casino', 'sport'] as const;
export type GameKind = (typeof gameKinds)[number];
export const gameSorts = ['popular', 'new', 'az'] as const;
export type GameSort = (typeof gameSorts)[number];
/** The languages a game's name may come in; a missing one falls back to en. */
export const nameLanguages = ['ko', 'en', 'jp', 'vn', 'cn', 'th'] as const;
export const SEARCH_TEXT_MAX = 60;
export const SEARCH_LIMIT_MAX = 96;
