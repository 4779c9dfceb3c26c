// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  betFilterFromQuery,
  betGamesArg,
  betListArg,
  betQueryOf,
  customProblem,
  dayFromText,
  siteDay,
} from './betQuery';

const SEOUL = 'Asia/Seoul';
const SAIGON = 'Asia/Ho_Chi_Minh';
// 2026-11-22 23:30 in Korea, 21:30 in Vietnam, still the 22nd in UTC.
const NOW = Date.parse('2026-11-22T14:30:00Z');
const TODAY = siteDay(NOW, SEOUL);

const savedTz = process.env.TZ;
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('the site day and its midnight', () => {
  it("takes the date in the site's zone, not the machine's", () => {
    for (const machine of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = machine;
      expect(siteDay(NOW, SEOUL), machine).toBe('2026-11-22');
      expect(siteDay(Date.parse('2026-11-22T15:00:00Z'), SEOUL), machine).toBe('2026-11-23');
      expect(siteDay(Date.parse('2026-11-22T15:00:00Z'), SAIGON), machine).toBe('2026-11-22');
      expect(siteDay(Date.parse('2026-11-22T17:00:00Z'), SAIGON), machine).toBe('2026-11-23');
      expect(siteDay(Date.parse('2026-11-22T15:00:00Z'), 'America/New_York'), machine).toBe('2026-11-22');
    }
  });

  it('starts "today" and "last 7 days" at midnight in the site\'s zone, whatever zone the server runs in', () => {
    for (const machine of ['UTC', 'Asia/Seoul', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = machine;
      expect(betListArg(betFilterFromQuery({ period: 'today' }, siteDay(NOW, SAIGON)), SAIGON), machine).toEqual({
        page: 1,
        size: 20,
        from: '2026-11-22T00:00:00+07:00',
        to: '2026-11-23T00:00:00+07:00',
      });
      expect(betGamesArg(betFilterFromQuery({ period: '7d' }, siteDay(NOW, SAIGON)), SAIGON), machine).toEqual({
        size: 50,
        from: '2026-11-16T00:00:00+07:00',
        to: '2026-11-23T00:00:00+07:00',
      });
      // Across New York's change to winter time on 1 November: each midnight carries its own offset.
      expect(betGamesArg(betFilterFromQuery({ period: '7d' }, '2026-11-03'), 'America/New_York'), machine).toEqual({
        size: 50,
        from: '2026-10-28T00:00:00-04:00',
        to: '2026-11-04T00:00:00-05:00',
      });
    }
  });

  it.each([
    ['2026-02-28', '2026-02-28'],
    ['2026-02-29', null],
    ['2028-02-29', '2028-02-29'],
    ['2026-13-01', null],
    ['2026-1-01', null],
    ['1999-12-31', null],
    ['20261122', null],
    ['', null],
    [undefined, null],
  ])('reads %j as the day %j', (text, day) => expect(dayFromText(text)).toBe(day));
});

describe('the filter in the address', () => {
  it('is the last 7 days, all games, page 1 by default', () => {
    expect(betFilterFromQuery({}, TODAY)).toEqual({
      period: '7d',
      fromDay: '2026-11-16',
      toDay: '2026-11-22',
      game: null,
      page: 1,
    });
  });

  it('reads today, 30 days and a custom period, the game and the page', () => {
    expect(betFilterFromQuery({ period: 'today' }, TODAY)).toMatchObject({
      fromDay: '2026-11-22',
      toDay: '2026-11-22',
    });
    expect(betFilterFromQuery({ period: '30d' }, TODAY)).toMatchObject({ fromDay: '2026-10-24', toDay: '2026-11-22' });
    expect(
      betFilterFromQuery(
        {
          period: 'custom',
          from: '2026-01-01',
          to: '2026-01-31',
          company: 'lucky-star',
          code: 'golden-fortune',
          page: '3',
        },
        TODAY,
      ),
    ).toEqual({
      period: 'custom',
      fromDay: '2026-01-01',
      toDay: '2026-01-31',
      game: { company: 'lucky-star', code: 'golden-fortune' },
      page: 3,
    });
  });

  it.each([
    [{ period: 'custom', from: '2026-01-31', to: '2026-01-01' }],
    [{ period: 'custom', from: '2026-01-01' }],
    [{ period: 'custom', from: 'yesterday', to: '2026-01-01' }],
    [{ period: 'year' }],
    [{ period: ['today', '30d'], page: '0' }],
  ])('falls back to the default for %j', (query) => {
    expect(betFilterFromQuery(query, TODAY)).toMatchObject({
      period: query.period?.[0] === 'today' ? 'today' : '7d',
      page: 1,
    });
  });

  it('ignores a game without both parts or with characters no code has', () => {
    expect(betFilterFromQuery({ company: 'lucky-star' }, TODAY).game).toBeNull();
    expect(betFilterFromQuery({ company: 'lucky-star', code: 'a b' }, TODAY).game).toBeNull();
    expect(betFilterFromQuery({ company: '<x>', code: 'golden-fortune' }, TODAY).game).toBeNull();
  });

  it('writes back only what is not the default, and reads back the same filter', () => {
    const plain = betFilterFromQuery({}, TODAY);
    expect(betQueryOf(plain)).toEqual({});
    const custom = betFilterFromQuery(
      {
        period: 'custom',
        from: '2026-01-01',
        to: '2026-01-31',
        company: 'lucky-star',
        code: 'golden-fortune',
        page: '2',
      },
      TODAY,
    );
    const query = betQueryOf(custom);
    expect(query).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      company: 'lucky-star',
      code: 'golden-fortune',
      page: '2',
    });
    expect(betFilterFromQuery(query, TODAY)).toEqual(custom);
    expect(betQueryOf(betFilterFromQuery({ period: '30d', from: '2026-01-01' }, TODAY))).toEqual({ period: '30d' });
  });
});

describe('what the page asks the backend', () => {
  it('sends the period as site-local midnights, the last day included', () => {
    const filter = betFilterFromQuery(
      {
        period: 'custom',
        from: '2026-01-01',
        to: '2026-01-31',
        company: 'lucky-star',
        code: 'golden-fortune',
        page: '2',
      },
      TODAY,
    );
    expect(betListArg(filter, SEOUL)).toEqual({
      page: 2,
      size: 20,
      from: '2026-01-01T00:00:00+09:00',
      to: '2026-02-01T00:00:00+09:00',
      company: 'lucky-star',
      code: 'golden-fortune',
    });
    expect(betGamesArg(filter, SEOUL)).toEqual({
      size: 50,
      from: '2026-01-01T00:00:00+09:00',
      to: '2026-02-01T00:00:00+09:00',
    });
  });

  it('covers today up to the next midnight, so the argument is the same all day', () => {
    const today = betListArg(betFilterFromQuery({ period: 'today' }, TODAY), SEOUL);
    expect(today).toEqual({ page: 1, size: 20, from: '2026-11-22T00:00:00+09:00', to: '2026-11-23T00:00:00+09:00' });
    expect(betListArg(betFilterFromQuery({ period: 'today' }, siteDay(NOW - 23 * 3_600_000, SEOUL)), SEOUL)).toEqual(
      today,
    );
  });
});

describe('custom dates', () => {
  it('need both days, the first not after the last', () => {
    expect(customProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(customProblem('', '2026-01-01')).toBe('wallet.bets.filter.needDates');
    expect(customProblem('2026-02-30', '2026-03-01')).toBe('wallet.bets.filter.needDates');
    expect(customProblem('2026-01-02', '2026-01-01')).toBe('wallet.bets.filter.order');
  });
});
