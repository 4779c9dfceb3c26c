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
export const slotGameTarget = (
  game: Pick<Game, 'code' | 'gameCompany' | 'used'>,
  company?: Pick<SlotCompany, 'used'>,
): LaunchTarget => ({
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
  return (
    /Mac|iPhone|iPod|iPad/i.test(nav.platform ?? '') || /iPhone|iPad|iPod|Macintosh|Mac OS X/.test(nav.userAgent ?? '')
  );
}

/** Case-, width- and space-insensitive match on either name and the code. */
export function matchesSearch(entry: Named & { code?: string }, query: string): boolean {
  const needle = normalize(query);
  if (!needle) return true;
  return [entry.nameKo, entry.nameEn, entry.code].some((value) => normalize(value ?? '').includes(needle));
}

const normalize = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
