// The catalogue's words and limits without zod: the page state and the pages import them, and zod stays out of their chunks.

/**
 * Extensions: operations the operators' existing backends do not have. A backend names the ones it offers in
 * get-site-config's `features`; one that answers 404 to get-site-config offers none, and the portal hides them.
 */
export const extensionFeatures = ['game-search', 'favorite-games', 'recent-games', 'player-protection'] as const;
export type ExtensionFeature = (typeof extensionFeatures)[number];

export const gameKinds = ['slot', 'casino', 'sport'] as const;
export type GameKind = (typeof gameKinds)[number];
export const gameSorts = ['popular', 'new', 'az'] as const;
export type GameSort = (typeof gameSorts)[number];
/** The languages a game's name may come in; a missing one falls back to en. */
export const nameLanguages = ['ko', 'en', 'jp', 'vn', 'cn', 'th'] as const;
export const SEARCH_TEXT_MAX = 60;
export const SEARCH_LIMIT_MAX = 96;

/* Player protection (lib/contract/protection.ts). */
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
/** An increase or removal of a deposit limit may be confirmed this long after it was asked for. */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** Reality-check intervals in minutes; 0 is off. */
export const realityCheckMinutes = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof realityCheckMinutes)[number];
export const breakDays = [1, 7, 30, 42] as const;
export const exclusionMonths = [6, 12, 60] as const;
export const restrictionKinds = ['break', 'exclusion'] as const;
export type RestrictionKind = (typeof restrictionKinds)[number];
