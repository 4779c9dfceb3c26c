import type { Game, SlotCompany, Vendor } from './contract';

/** The loading dialog (msg2217) stays this long before the game opens. */
export const LAUNCH_DIALOG_MS = 4_000;
export const GAME_WINDOW_NAME = 'portal-game';
export const GAME_WINDOW_FEATURES = 'width=1400,height=800';

/** What `open-game` needs, plus whether the game may be played now. */
export interface LaunchTarget {
  code: string;
  company: string;
  used: string | undefined;
}

interface Named {
  nameKo?: string;
  nameEn?: string;
}

/** Korean names for the Korean page, English names everywhere else; the other one when a name is missing. */
export function gameName(entry: Named, locale: string | undefined): string {
  const ko = entry.nameKo?.trim() ?? '';
  const en = entry.nameEn?.trim() ?? '';
  return (locale ?? 'ko') === 'ko' ? ko || en : en || ko;
}

/** A casino or sport vendor opens its own lobby game. */
export const vendorTarget = (vendor: Pick<Vendor, 'code' | 'gameCompany' | 'used'>): LaunchTarget => ({
  code: vendor.code,
  company: vendor.gameCompany,
  used: vendor.used,
});

/** A slot game without its own flag follows its company's. */
export const slotGameTarget = (game: Pick<Game, 'code' | 'gameCompany' | 'used'>, company?: Pick<SlotCompany, 'used'>): LaunchTarget => ({
  code: game.code,
  company: game.gameCompany,
  used: company?.used === 'n' ? 'n' : (game.used ?? company?.used ?? 'y'),
});

interface NavigatorLike {
  userAgent?: string;
  platform?: string;
  maxTouchPoints?: number;
}

/**
 * iPhone, iPad (also when it says "Macintosh") and Mac browsers block a window opened after an await:
 * for them the portal opens a blank tab on the click and sends it to the game when the URL arrives.
 */
export function isAppleLike(nav: NavigatorLike | undefined): boolean {
  if (!nav) return false;
  return /Mac|iPhone|iPod|iPad/i.test(nav.platform ?? '') || /iPhone|iPad|iPod|Macintosh|Mac OS X/.test(nav.userAgent ?? '');
}

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/** `?company=CODE` as the slot modal and the game page accept it; anything else is ignored. */
export function companyFromQuery(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && CODE.test(first) ? first : null;
}

export const GAME_CATEGORIES = ['casino', 'slot', 'sport'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export function categoryFromQuery(value: unknown): GameCategory {
  const first = Array.isArray(value) ? value[0] : value;
  return (GAME_CATEGORIES as readonly unknown[]).includes(first) ? (first as GameCategory) : 'casino';
}

/** Case-, width- and space-insensitive match on either name and the code. */
export function matchesSearch(entry: Named & { code?: string }, query: string): boolean {
  const needle = normalize(query);
  if (!needle) return true;
  return [entry.nameKo, entry.nameEn, entry.code].some((value) => normalize(value ?? '').includes(needle));
}

const normalize = (value: string) => value.normalize('NFKC').toLowerCase().replace(/[\s_-]+/g, '');
