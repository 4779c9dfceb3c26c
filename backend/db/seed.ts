import { and, count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../crypto';
import { timesOf } from '../gameWallet';
import { nickKey } from '../nickname';
import { DEFAULT_CURRENCY } from '@/lib/contract/market';
import { DEFAULT_CATALOGUE, demoCatalogue, legacyCatalogueFields } from './demoCatalogue';
import type { Db, Tx } from './index';
import {
  bets,
  games,
  helps,
  jackpots,
  ledger,
  notes,
  notices,
  popups,
  recentGames,
  settings,
  signupCodes,
  users,
  vendors,
  walletRequests,
} from './schema';

export const DEMO_USER = { userId: 'demo', password: 'demo1234' };
export const SECOND_USER = { userId: 'player2', password: 'player1234' };

type Names = [ko: string, en: string];

const casinos: [string, Names][] = [
  ['aurora-live', ['오로라 라이브', 'Aurora Live']],
  ['dragon-pearl', ['드래곤 펄', 'Dragon Pearl']],
  ['royal-baccarat', ['로열 바카라', 'Royal Baccarat']],
  ['sapphire-hall', ['사파이어 홀', 'Sapphire Hall']],
  ['golden-lotus', ['골든 로터스', 'Golden Lotus']],
  ['midnight-club', ['미드나잇 클럽', 'Midnight Club']],
  ['crystal-table', ['크리스탈 테이블', 'Crystal Table']],
  ['neon-roulette', ['네온 룰렛', 'Neon Roulette']],
];
const sports: [string, Names][] = [
  ['victory-sports', ['빅토리 스포츠', 'Victory Sports']],
  ['arena-bet', ['아레나 벳', 'Arena Bet']],
];
const slots: [string, Names][] = [
  ['lucky-star', ['럭키 스타', 'Lucky Star']],
  ['jade-dragon', ['옥룡 게이밍', 'Jade Dragon']],
  ['pharaoh-gold', ['파라오 골드', 'Pharaoh Gold']],
  ['ocean-treasure', ['오션 트레저', 'Ocean Treasure']],
  ['wild-west', ['와일드 웨스트', 'Wild West']],
  ['sakura-spins', ['사쿠라 스핀', 'Sakura Spins']],
  ['fruit-factory', ['프루트 팩토리', 'Fruit Factory']],
  ['thunder-reels', ['썬더 릴', 'Thunder Reels']],
];
const adjectives: Names[] = [
  ['골든', 'Golden'],
  ['럭키', 'Lucky'],
  ['미스틱', 'Mystic'],
  ['로열', 'Royal'],
  ['와일드', 'Wild'],
  ['슈퍼', 'Super'],
  ['메가', 'Mega'],
  ['파이어', 'Fire'],
  ['아이스', 'Ice'],
  ['매직', 'Magic'],
  ['크레이지', 'Crazy'],
  ['다이아몬드', 'Diamond'],
];
const nouns: Names[] = [
  ['포춘', 'Fortune'],
  ['드래곤', 'Dragon'],
  ['타이거', 'Tiger'],
  ['젬스', 'Gems'],
  ['프루츠', 'Fruits'],
  ['보난자', 'Bonanza'],
  ['리치스', 'Riches'],
  ['판다', 'Panda'],
  ['피닉스', 'Phoenix'],
  ['코이', 'Koi'],
  ['코인스', 'Coins'],
  ['울프', 'Wolf'],
];
const UNDER_MAINTENANCE = { casino: 'neon-roulette', company: 'thunder-reels', game: ['lucky-star', 'wild-phoenix'] };

const vendorRows = (kind: 'casino' | 'slot' | 'sport', list: [string, Names][]) =>
  list.map(([code, [nameKo, nameEn]], sort) => ({
    code,
    kind,
    gameCompany: code,
    nameKo,
    nameEn,
    sort,
    used: code === UNDER_MAINTENANCE.casino || code === UNDER_MAINTENANCE.company ? ('n' as const) : ('y' as const),
  }));

const slotGames = () =>
  slots.flatMap(([vendorCode], company) =>
    Array.from({ length: 6 + ((company * 5) % 7) }, (_, i) => {
      const [adjKo, adjEn] = adjectives[(company * 5 + i) % adjectives.length];
      const [nounKo, nounEn] = nouns[(company * 7 + i * 5) % nouns.length];
      const code = `${adjEn}-${nounEn}`.toLowerCase();
      const off = vendorCode === UNDER_MAINTENANCE.game[0] && code === UNDER_MAINTENANCE.game[1];
      return {
        vendorCode,
        code,
        nameKo: `${adjKo} ${nounKo}`,
        nameEn: `${adjEn} ${nounEn}`,
        sort: i,
        used: off ? ('n' as const) : ('y' as const),
      };
    }),
  );

const lobbies = () =>
  [...casinos, ...sports].map(([code, [nameKo, nameEn]]) => ({
    vendorCode: code,
    code,
    nameKo: `${nameKo} 로비`,
    nameEn: `${nameEn} Lobby`,
  }));

/** The legacy demo lobby first (the end-to-end tests know its rows), then generated providers and games up to `catalogue` games. */
function catalogueRows(catalogue: number, now: Date) {
  const legacyVendors = [
    ...vendorRows('casino', casinos),
    ...vendorRows('sport', sports),
    ...vendorRows('slot', slots),
  ];
  const kindOf = new Map(legacyVendors.map((v) => [v.code, v.kind]));
  const legacyGames = [...lobbies(), ...slotGames()].map((row) => ({
    ...legacyCatalogueFields(row, kindOf.get(row.vendorCode)!, now),
    ...row,
  }));
  const generated = demoCatalogue(catalogue, { vendors: legacyVendors.length, games: legacyGames.length }, now);
  return { vendors: [...legacyVendors, ...generated.vendors], games: [...legacyGames, ...generated.games] };
}

const INSERT_BATCH = 1_000;

/**
 * Runs a bulk load with an index dropped and built again from its own definition afterwards, as PostgreSQL's
 * "Populating a Database" advises: the trigram index, kept up row by row, made seeding 20,000 games three times slower.
 */
async function withIndexBuiltAfter(tx: Tx, name: string, load: () => Promise<void>) {
  const { rows } = (await tx.execute(sql`select indexdef from pg_indexes where indexname = ${name}`)) as unknown as {
    rows: { indexdef: string }[];
  };
  await tx.execute(sql`drop index ${sql.identifier(name)}`);
  await load();
  await tx.execute(sql.raw(rows[0].indexdef));
}

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000);

/** Fixed rolls through the demo game's own pay table, so the seed is the same on every run. */
const PLAYED_TIMES = [0.1, 0.7, 0.3, 0.5, 0.2, 0.9, 0.4, 0.05, 0.8, 0.55, 0.15, 0.98].map(timesOf);
const PLAYED_STAKES = [1_000, 2_000, 5_000];
const SESSION_MONEY = 100_000;
const SPIN_SECONDS = 45;
/** The demo member's evenings at the slots (provider, days ago), so My bets and Recently played have something to show. */
const DEMO_SESSIONS: [vendorCode: string, days: number][] = [
  ['ocean-treasure', 20],
  ['jade-dragon', 12],
  ['pharaoh-gold', 6],
  ['sakura-spins', 3],
  ['jade-dragon', 1],
];

export function demoPlay(now: Date) {
  return DEMO_SESSIONS.map(([vendorCode, days], session) => {
    const start = daysAgo(days, now).getTime() - (session + 1) * 3_600_000;
    const spins = PLAYED_TIMES.map((_, i) => {
      const stake = PLAYED_STAKES[(i + session) % PLAYED_STAKES.length];
      return {
        stake,
        win: stake * PLAYED_TIMES[(i + session * 5) % PLAYED_TIMES.length],
        at: new Date(start + (i + 1) * SPIN_SECONDS * 1000),
      };
    });
    const net = spins.reduce((sum, spin) => sum + spin.win - spin.stake, 0);
    return {
      vendorCode,
      session,
      spins,
      net,
      start: new Date(start),
      end: new Date(start + (spins.length + 1) * SPIN_SECONDS * 1000),
    };
  });
}

/** The host of the demo's money rows: none, they were not asked for on any site. */
const SEEDED = '';

/**
 * Each session as the game wallet records one: money moved into the game, one bet and ledger line per spin, the rest
 * moved back; the first open game of the provider is the one played.
 */
async function seedPlay(
  tx: Tx,
  userId: number,
  currency: string,
  play: ReturnType<typeof demoPlay>,
  lobby: { vendorCode: string; code: string; used?: 'y' | 'n' }[],
) {
  const lastPlayed = new Map<number, Date>();
  const market = { currency, host: SEEDED };
  for (const { vendorCode, session, spins, net, start, end } of play) {
    const { code } = lobby.find((game) => game.vendorCode === vendorCode && game.used !== 'n')!;
    const [{ id: gameId }] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.vendorCode, vendorCode), eq(games.code, code)));
    await tx.insert(bets).values(
      spins.map(({ stake, win, at }, i) => ({
        userId,
        gameId,
        spinKey: `seed-${session}-${i}`,
        stake,
        win,
        createdAt: at,
        ...market,
      })),
    );
    await tx.insert(ledger).values([
      {
        userId,
        balanceDelta: -SESSION_MONEY,
        gameDelta: SESSION_MONEY,
        reason: 'transfer_in',
        createdAt: start,
        ...market,
      },
      ...spins.map(({ stake, win, at }) => ({
        userId,
        gameDelta: win - stake,
        reason: 'bet' as const,
        createdAt: at,
        ...market,
      })),
      {
        userId,
        balanceDelta: SESSION_MONEY + net,
        gameDelta: -(SESSION_MONEY + net),
        reason: 'transfer_out',
        createdAt: end,
        ...market,
      },
    ]);
    lastPlayed.set(gameId, end);
  }
  await tx.insert(recentGames).values([...lastPlayed].map(([gameId, playedAt]) => ({ userId, gameId, playedAt })));
}

const noticeRows = (now: Date) =>
  [
    [
      { ko: '정기 점검 안내 (매주 월요일 06:00–08:00)', en: 'Scheduled maintenance (Mondays 06:00–08:00)' },
      '',
      {
        ko: '<p>매주 월요일 오전 6시부터 8시까지 정기 점검이 진행됩니다.</p>',
        en: '<p>Every Monday from 6 to 8 a.m. the site is under maintenance.</p>',
      },
    ],
    ['신규 회원 웰컴 보너스', 'localhost', '<p>첫 입금 시 <strong>10%</strong> 보너스를 드립니다.</p>'],
    ['입금 계좌 변경 안내', '127.0.0.1', '<p>입금 전 반드시 <em>계좌 문의</em>로 최신 계좌를 확인하세요.</p>'],
    ['Gold Casino grand opening', 'casino.example.com', '<p>Welcome to the new Gold Casino lobby.</p>'],
    ['주말 슬롯 토너먼트', 'localhost,casino.example.com', '<p>토요일과 일요일, 슬롯 누적 베팅 순위 이벤트.</p>'],
    ['책임감 있는 게임 이용 안내', 'localhost|127.0.0.1', '<p>이용 한도를 설정하고 휴식을 취하세요.</p>'],
    ['고객센터 운영 시간', '', '<p>고객센터는 24시간 운영됩니다.</p>'],
    ['잭팟 당첨자 발표', 'casino.example.com|gold.example.com', '<p>이번 주 메가 잭팟 당첨을 축하드립니다!</p>'],
  ].map(([title, domain, contents], i) => ({ title, domain: domain as string, contents, createdAt: daysAgo(i, now) }));

const popupRows = (now: Date) => [
  {
    title: { ko: '이벤트 안내', en: 'Event news' },
    titleColor: '#f5c451',
    domain: '',
    posX: 40,
    posY: 120,
    contents: {
      ko: '<p><strong>첫 충전 10% 보너스</strong></p><ul><li>매일 첫 입금 시 적용</li><li>최대 300,000원</li></ul><p><a href="/notice">자세히 보기</a></p>',
      en: '<p><strong>10% first top-up bonus</strong></p><ul><li>On each day’s first deposit</li><li>Up to ₩300,000</li></ul><p><a href="/notice">Read more</a></p>',
    },
    createdAt: daysAgo(0, now),
  },
  {
    title: '로컬 테스트 팝업',
    titleColor: '#7dd3fc',
    domain: 'localhost',
    posX: 460,
    posY: 120,
    contents: '<p>localhost 전용 공지입니다.</p>',
    createdAt: daysAgo(1, now),
  },
  {
    title: 'Operator notice',
    titleColor: '#fca5a5',
    domain: 'casino.example.com',
    posX: 40,
    posY: 120,
    contents: '<p>Only on casino.example.com.</p>',
    createdAt: daysAgo(2, now),
  },
  {
    title: '점검 예정',
    titleColor: '#ffffff',
    domain: '127.0.0.1|localhost',
    posX: 880,
    posY: 120,
    contents: '<p>월요일 06:00 점검 예정입니다.</p>',
    createdAt: daysAgo(3, now),
  },
];

/**
 * Fills an empty database with demo data, once (the `seeded` setting marks it); returns whether it did. `catalogue` is
 * the number of games of the demo lobby (SEED_CATALOGUE).
 */
export async function seedDemo(
  db: Db,
  {
    now = new Date(),
    catalogue = DEFAULT_CATALOGUE,
    currency = DEFAULT_CURRENCY,
  }: { now?: Date; catalogue?: number; currency?: string } = {},
) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  const [demoHash, secondHash] = await Promise.all([
    hashPassword(DEMO_USER.password),
    hashPassword(SECOND_USER.password),
  ]);
  const seeded = await db.transaction(async (tx) => {
    const [mark] = await tx
      .insert(settings)
      .values({ key: 'seeded', value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (!mark) return false;

    const [demo, second] = await tx
      .insert(users)
      .values([
        {
          userId: DEMO_USER.userId,
          passwordHash: demoHash,
          nick: '데모회원',
          nickKey: nickKey('데모회원'),
          phone: '010-1234-5678',
          bankname: '데모은행',
          bankOwner: '홍길동',
          banknum: '123-456-789012',
          level: 3,
          balance: 1_000_000,
          rolling: 50_000,
          domain: 'localhost',
          currency,
        },
        {
          userId: SECOND_USER.userId,
          passwordHash: secondHash,
          nick: '행운의별',
          nickKey: nickKey('행운의별'),
          phone: '010-9876-5432',
          bankname: '샘플은행',
          bankOwner: '김영희',
          banknum: '987-654-321098',
          level: 1,
          balance: 250_000,
          rolling: 8_000,
          domain: 'localhost',
          currency,
        },
      ])
      .returning({ id: users.id });

    const [deposit, withdraw] = await tx
      .insert(walletRequests)
      .values([
        {
          userId: demo.id,
          kind: 'deposit',
          requestId: 'seed-deposit-1',
          amount: 300_000,
          status: 'approved',
          createdAt: daysAgo(3, now),
          doneAt: daysAgo(3, now),
          currency,
          host: SEEDED,
        },
        {
          userId: demo.id,
          kind: 'withdraw',
          requestId: 'seed-withdraw-1',
          amount: 100_000,
          status: 'approved',
          createdAt: daysAgo(2, now),
          doneAt: daysAgo(2, now),
          currency,
          host: SEEDED,
        },
        {
          userId: demo.id,
          kind: 'deposit',
          requestId: 'seed-deposit-2',
          amount: 50_000,
          status: 'cancelled',
          createdAt: daysAgo(1, now),
          doneAt: daysAgo(1, now),
          currency,
          host: SEEDED,
        },
      ])
      .returning({ id: walletRequests.id });
    const play = demoPlay(now);
    await tx.insert(ledger).values([
      // What the sessions below lost is part of the opening balance, so the balance is 1,000,000 after them.
      {
        userId: demo.id,
        balanceDelta: 800_000 - play.reduce((sum, { net }) => sum + net, 0),
        rollingDelta: 50_000,
        reason: 'seed',
        currency,
        host: SEEDED,
      },
      {
        userId: demo.id,
        balanceDelta: 300_000,
        reason: 'deposit',
        walletRequestId: deposit.id,
        currency,
        host: SEEDED,
      },
      {
        userId: demo.id,
        balanceDelta: -100_000,
        reason: 'withdraw',
        walletRequestId: withdraw.id,
        currency,
        host: SEEDED,
      },
      { userId: second.id, balanceDelta: 250_000, rollingDelta: 8_000, reason: 'seed', currency, host: SEEDED },
    ]);

    const lobby = catalogueRows(catalogue, now);
    await tx.insert(vendors).values(lobby.vendors);
    await withIndexBuiltAfter(tx, 'games_search_idx', async () => {
      for (let i = 0; i < lobby.games.length; i += INSERT_BATCH)
        await tx.insert(games).values(lobby.games.slice(i, i + INSERT_BATCH));
    });
    await seedPlay(tx, demo.id, currency, play, lobby.games);
    await tx.insert(jackpots).values([
      { tier: 'mega', amount: 2_845_120_000 },
      { tier: 'major', amount: 152_380_000 },
      { tier: 'minor', amount: 8_640_500 },
    ]);
    await tx
      .insert(signupCodes)
      .values([
        { code: 'WELCOME', domain: 'localhost' },
        { code: 'LOOPBACK', domain: '127.0.0.1' },
        { code: 'GOLD', domain: 'casino.example.com' },
        { code: 'VIP' },
      ]);
    await tx.insert(notices).values(noticeRows(now));
    await tx.insert(popups).values(popupRows(now));
    await tx.insert(notes).values([
      {
        userId: demo.id,
        title: '가입을 환영합니다',
        contents: '<p>데모 카지노에 오신 것을 환영합니다.</p>',
        createdAt: daysAgo(5, now),
        readAt: daysAgo(5, now),
      },
      {
        userId: demo.id,
        title: '입금이 완료되었습니다',
        contents: '<p>300,000원 입금이 처리되었습니다.</p>',
        createdAt: daysAgo(3, now),
      },
      {
        userId: demo.id,
        title: '주말 이벤트 안내',
        contents: '<p>주말 슬롯 토너먼트에 참여하세요.</p>',
        createdAt: daysAgo(1, now),
      },
      { userId: second.id, title: '가입을 환영합니다', contents: '<p>반갑습니다!</p>', createdAt: daysAgo(2, now) },
    ]);
    await tx.insert(helps).values([
      {
        userId: demo.id,
        title: '출금은 얼마나 걸리나요?',
        contents: '출금 신청 후 처리 시간이 궁금합니다.',
        answer: '<p>보통 10분 이내에 처리됩니다.</p>',
        createdAt: daysAgo(4, now),
        answeredAt: daysAgo(4, now),
        answerReadAt: daysAgo(3, now),
      },
      {
        userId: demo.id,
        title: '입금 계좌 문의',
        contents: '입금 계좌를 알려주세요.',
        answer: '<p>계좌 문의 메뉴에서 확인하실 수 있습니다.</p>',
        createdAt: daysAgo(2, now),
        answeredAt: daysAgo(1, now),
      },
      {
        userId: demo.id,
        title: '콤프 전환 최소 금액',
        contents: '콤프는 얼마부터 전환되나요?',
        createdAt: daysAgo(0, now),
      },
    ]);
    return true;
  });
  // Fresh statistics, so the planner knows the catalogue is large enough for its indexes (PGlite has no autovacuum).
  if (seeded) await db.execute(sql`analyze`);
  return seeded;
}
