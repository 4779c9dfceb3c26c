import { z } from 'zod';
import { contract, type RequestOf } from '@/lib/contract';
import { dayStartIn, formatDateIn } from '@/lib/format/date';
import { companyFromQuery } from '@/lib/paths';
import { pageFromQuery } from '@/lib/validation/paging';

export const BET_PAGE_SIZE = 20;
/** The latest bets of the period whose games the game filter offers (the contract lists bets, not games). */
export const BET_GAMES_SAMPLE = 50;

export const BET_PERIODS = ['today', '7d', '30d', 'custom'] as const;
export type BetPeriod = (typeof BET_PERIODS)[number];
export const DEFAULT_BET_PERIOD = '7d' satisfies BetPeriod;
const PRESET_DAYS: Record<Exclude<BetPeriod, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30 };

export interface BetGame {
  company: string;
  code: string;
}

/** What /bets shows, read from its query: the days are site-local dates (YYYY-MM-DD), both included. */
export interface BetFilter {
  period: BetPeriod;
  fromDay: string;
  toDay: string;
  game: BetGame | null;
  page: number;
}

type Query = Record<string, string | string[] | undefined>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A real calendar date written YYYY-MM-DD, otherwise null. */
export function dayFromText(value: unknown): string | null {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() >= 2000 && date.toISOString().slice(0, 10) === value ? value : null;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The site's date at the instant `now`, in its time zone. */
export const siteDay = (now: number, timeZone: string) => formatDateIn(now, timeZone);

/** The period's first and last day: a preset ends today, a custom period is taken as written. */
export function periodDays(period: Exclude<BetPeriod, 'custom'>, today: string) {
  return { fromDay: addDays(today, 1 - PRESET_DAYS[period]), toDay: today };
}

// A game code has the same form as a company's.
function gameFromQuery(query: Query): BetGame | null {
  const company = companyFromQuery(query.company);
  const code = companyFromQuery(query.code);
  return company && code ? { company, code } : null;
}

/**
 * `?period=&from=&to=&company=&code=&page=` as the page reads it on the server and in the browser; anything odd falls
 * back. `today` is the site's date when the server rendered the page, so both ask the same.
 */
export function betFilterFromQuery(query: Query, today: string): BetFilter {
  const asked = first(query.period);
  const page = pageFromQuery(query.page);
  const game = gameFromQuery(query);
  if (asked === 'custom') {
    const fromDay = dayFromText(first(query.from));
    const toDay = dayFromText(first(query.to));
    if (fromDay && toDay && fromDay <= toDay) return { period: 'custom', fromDay, toDay, game, page };
  }
  const period = asked === 'today' || asked === '7d' || asked === '30d' ? asked : DEFAULT_BET_PERIOD;
  return { period, ...periodDays(period, today), game, page };
}

/** The query of a filter, without the defaults, so the plain `/bets` stays the default. */
export function betQueryOf({ period, fromDay, toDay, game, page }: BetFilter): Record<string, string> {
  return {
    ...(period === DEFAULT_BET_PERIOD ? {} : { period }),
    ...(period === 'custom' ? { from: fromDay, to: toDay } : {}),
    ...(game ? { company: game.company, code: game.code } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** The days as instants: `from` the first day's midnight in the site's zone, `to` (exclusive) the midnight after the last day. */
const periodRange = ({ fromDay, toDay }: Pick<BetFilter, 'fromDay' | 'toDay'>, timeZone: string) => ({
  from: dayStartIn(fromDay, timeZone),
  to: dayStartIn(addDays(toDay, 1), timeZone),
});

/** The `get-bet-list` of the page: the server's prefetch and the screen must ask with the very same argument. */
export const betListArg = (filter: BetFilter, timeZone: string): RequestOf<'get-bet-list'> => ({
  page: filter.page,
  size: BET_PAGE_SIZE,
  ...periodRange(filter, timeZone),
  ...(filter.game ?? {}),
});

/** The period's latest bets, for the games the filter offers. */
export const betGamesArg = (filter: BetFilter, timeZone: string): RequestOf<'get-bet-list'> => ({
  size: BET_GAMES_SAMPLE,
  ...periodRange(filter, timeZone),
});

export const sameGame = (a: BetGame | null, b: BetGame | null) => a?.company === b?.company && a?.code === b?.code;

/** What the custom dates say is wrong, as a translation key; null when they make a period. */
export function customProblem(fromText: string, toText: string): string | null {
  const fromDay = dayFromText(fromText);
  const toDay = dayFromText(toText);
  if (!fromDay || !toDay) return 'wallet.bets.filter.needDates';
  return fromDay <= toDay ? null : 'wallet.bets.filter.order';
}

const { company, code } = contract['get-bet-list'].request.shape;
const betGame = z.object({ company: company.unwrap(), code: code.unwrap() });

/** A game's key in the filter form: `company/code`, '' for every game. */
export const gameKey = (game: BetGame | null) => (game ? `${game.company}/${game.code}` : '');

/**
 * The filter form: the period, the custom days as written (the bet list's instants come from them and the site's time
 * zone), and the game as the bet list names it (null for every game, or a key the bet list would not take). A custom
 * period's problem is said at the first date, as a translation key.
 */
export const betFilterForm = z
  .object({
    period: z.enum(BET_PERIODS),
    from: z.string(),
    to: z.string(),
    game: z.string().transform((key): BetGame | null => {
      const [gameCompany, gameCode, ...rest] = key.split('/');
      const game = betGame.safeParse({ company: gameCompany, code: gameCode });
      return game.success && rest.length === 0 ? game.data : null;
    }),
  })
  .superRefine(({ period, from, to }, context) => {
    const problem = period === 'custom' ? customProblem(from, to) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['from'], message: problem });
  });
