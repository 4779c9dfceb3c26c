import { sql, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '@/lib/contract/localized';
import type { SiteSettings } from '@/lib/contract/site';
import { DEFAULT_CURRENCY } from '@/lib/contract/market';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();
const serial = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** Every row that moves money names its currency (the member's) and the host it was asked on: no default, each writer says. */
const marketColumns = () => ({ currency: text('currency').notNull(), host: text('host').notNull() });

export const users = pgTable(
  'users',
  {
    id: serial(),
    userId: text('user_id').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nick: text('nick').notNull().unique(),
    /** The nickname's case-folded confusable skeleton (backend/nickname.ts): look-alikes of a taken nickname conflict here. */
    nickKey: text('nick_key').notNull().unique(),
    phone: text('phone').notNull().default(''),
    bankname: text('bankname').notNull().default(''),
    bankOwner: text('bank_owner').notNull().default(''),
    banknum: text('banknum').notNull().default(''),
    level: integer('level').notNull().default(1),
    balance: money('balance'),
    rolling: money('rolling'),
    state: text('state', { enum: ['active', 'blocked', 'deleted'] })
      .notNull()
      .default('active'),
    domain: text('domain').notNull().default(''),
    signupCode: text('signup_code'),
    createdAt: createdAt(),
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
    /** A break or self-exclusion; in force while restricted_until is in the future. */
    restriction: text('restriction', { enum: ['break', 'exclusion'] }),
    restrictedUntil: at('restricted_until'),
    /** Money moved into the demo game (open-game), back by transfer-out, the next launch, logout or login. */
    gameMoney: money('game_money'),
    /** Set by the operator's reset-password: the temporary password only lets the member set a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The authenticator's secret, sealed (backend/crypto.ts `encrypt`); set once confirm-two-factor took a code. */
    totpSecret: text('totp_secret'),
    /** A secret start-two-factor handed out that no code has confirmed yet. */
    totpPending: text('totp_pending'),
    totpSince: at('totp_since'),
    /** The 30-second step of the last code accepted: a code of that step or an earlier one is not taken again. */
    totpLastStep: integer('totp_last_step'),
    /** The member's money is in this currency for good: the registering site's (backend/market.ts). */
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    /** The site config host the member registered on, whose wallet rules apply; '' is the default site. */
    homeHost: text('home_host').notNull().default(''),
  },
  (t) => [
    check('users_balance_check', sql`${t.balance} >= 0 and ${t.rolling} >= 0`),
    check('users_game_money_check', sql`${t.gameMoney} >= 0`),
    check('users_reality_check_check', sql`${t.realityCheckMinutes} in (0, 15, 30, 60)`),
    check('users_restriction_check', sql`(${t.restriction} is null) = (${t.restrictedUntil} is null)`),
    index('users_restricted_idx')
      .on(t.restrictedUntil)
      .where(sql`${t.restrictedUntil} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    balanceAtLogin: money('balance_at_login'),
    userAgent: text('user_agent').notNull().default(''),
    /** The user agent's browser and system ("Chrome on Windows"): a login from one the member never used leaves a note. */
    device: text('device').notNull().default(''),
    lastSeenAt: at('last_seen_at'),
    /** When the member last proved who they are here (a login, prove-identity): changes to how they sign in need it fresh. */
    proofAt: at('proof_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use codes for a member without the authenticator: only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    hash: text('hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.hash)],
);

/** A password login waiting for the second step: five tries within five minutes. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [index('two_factor_challenges_expires_idx').on(t.expiresAt)],
);

/** Every checked login attempt of a member, by method; session_id names the session a success started. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: ['password', 'two-factor', 'password-two-factor', 'passkey'] }).notNull(),
    success: boolean('success').notNull(),
    ip: text('ip').notNull(),
    device: text('device').notNull(),
    sessionId: text('session_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('login_history_user_idx').on(t.userId, t.id)],
);

/** A WebAuthn credential; rp_id is the brand host it was made on, the only one it signs in to. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    rpId: text('rp_id').notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** A WebAuthn challenge handed out and not yet answered: taken once, within five minutes. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    rpId: text('rp_id').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/** Changes to how a member signs in, the operator's resets included. */
export const securityAudit = pgTable(
  'security_audit',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action', {
      enum: [
        'two_factor_on',
        'two_factor_off',
        'two_factor_reset',
        'recovery_code_used',
        'recovery_codes_renewed',
        'passkey_added',
        'passkey_removed',
        'sessions_ended',
        'password_reset',
        'second_step_locked',
      ],
    }).notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('security_audit_user_idx').on(t.userId, t.id)],
);

export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: at('window_start').notNull(),
  lockedUntil: at('locked_until'),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  hits: integer('hits').notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const signupCodes = pgTable(
  'signup_codes',
  {
    code: text('code').primaryKey(),
    domain: text('domain').notNull().default(''),
  },
  (t) => [index('signup_codes_domain_idx').on(t.domain)],
);

export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['casino', 'slot', 'sport'] }).notNull(),
  gameCompany: text('game_company').notNull().unique(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  used: text('used', { enum: ['y', 'n'] })
    .notNull()
    .default('y'),
  sort: integer('sort').notNull().default(0),
});

/** A game's names beyond name_ko and name_en; a language left out falls back to en. */
export type GameNames = { jp?: string; vn?: string; cn?: string; th?: string };

export const gameNameSorts = ['ko', 'en', 'jp', 'vn', 'cn', 'th'] as const;
/**
 * The name search-games sorts `az` by: the language's, en where the game has none; lower-cased, in byte order so
 * every database agrees. Its indexes (one per language) serve the sort; a query must use this same expression.
 */
export const sortName = (
  lang: (typeof gameNameSorts)[number],
  t: { nameKo: AnyPgColumn; nameEn: AnyPgColumn; names: AnyPgColumn },
) => {
  const name =
    lang === 'ko'
      ? t.nameKo
      : lang === 'en'
        ? t.nameEn
        : sql`coalesce(${t.names} ->> ${sql.raw(`'${lang}'`)}, ${t.nameEn})`;
  return sql`(lower(${name}) collate "C")`;
};

export const games = pgTable(
  'games',
  {
    id: serial(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    code: text('code').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    used: text('used', { enum: ['y', 'n'] })
      .notNull()
      .default('y'),
    sort: integer('sort').notNull().default(0),
    kind: text('kind', { enum: ['casino', 'slot', 'sport'] }).notNull(),
    names: jsonb('names').$type<GameNames>().notNull().default({}),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    releasedAt: date('released_at', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    launches: integer('launches').notNull().default(0),
    /** Return to player in hundredths of a percent (9650 is 96.50%). */
    rtp: integer('rtp'),
    volatility: text('volatility', { enum: ['low', 'medium', 'high'] }),
    // Every name, NFKC-normalised and lower-cased, one per line: its trigram index serves case-insensitive substring search in every language at once.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(normalize(${games.nameKo} || chr(10) || ${games.nameEn} || chr(10) || coalesce(${games.names} ->> 'jp', '') || chr(10) || coalesce(${games.names} ->> 'vn', '') || chr(10) || coalesce(${games.names} ->> 'cn', '') || chr(10) || coalesce(${games.names} ->> 'th', ''), NFKC))`,
      ),
  },
  (t) => [
    uniqueIndex('games_vendor_code_idx').on(t.vendorCode, t.code),
    // A search reads the GIN indexes far more often than a launch writes them: no pending list to scan linearly.
    index('games_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('games_tags_idx').using('gin', t.tags).with({ fastupdate: false }),
    index('games_popular_idx').on(t.launches, t.id),
    index('games_new_idx').on(t.releasedAt, t.id),
    ...gameNameSorts.map((lang) => index(`games_az_${lang}_idx`).on(sortName(lang, t), t.id)),
    check('games_rtp_check', sql`${t.rtp} between 0 and 10000`),
  ],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** One row per member and game, moved to the front by every launch. */
export const recentGames = pgTable(
  'recent_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playedAt: at('played_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('recent_games_user_idx').on(t.userId, t.playedAt)],
);

export const jackpots = pgTable('jackpots', {
  tier: text('tier', { enum: ['mega', 'major', 'minor'] }).primaryKey(),
  amount: money('amount'),
});

// `title` and `contents` are a JSON string (as every row before 0014) or an object per language.
export const notices = pgTable('notices', {
  id: serial(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  contents: jsonb('contents').$type<LocalizedText>().notNull(),
  domain: text('domain').notNull().default(''),
  createdAt: createdAt(),
});

export const popups = pgTable('popups', {
  id: serial(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  titleColor: text('title_color').notNull(),
  contents: jsonb('contents').$type<LocalizedText>().notNull(),
  posX: integer('pos_x').notNull().default(0),
  posY: integer('pos_y').notNull().default(0),
  domain: text('domain').notNull().default(''),
  createdAt: createdAt(),
});

export const notes = pgTable(
  'notes',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    createdAt: createdAt(),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('notes_user_idx').on(t.userId)],
);

export const helps = pgTable(
  'helps',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    answer: text('answer'),
    createdAt: createdAt(),
    answeredAt: at('answered_at'),
    answerReadAt: at('answer_read_at'),
    deletedAt: at('deleted_at'),
    /** Published by the operator: shown, without the asker, to every visitor of the asker's site. */
    public: boolean('public').notNull().default(false),
  },
  (t) => [
    index('helps_user_idx').on(t.userId),
    index('helps_public_idx')
      .on(t.answeredAt)
      .where(sql`${t.public}`),
  ],
);

export const walletRequests = pgTable(
  'wallet_requests',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['deposit', 'withdraw'] }).notNull(),
    requestId: text('request_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['waiting', 'approved', 'cancelled'] })
      .notNull()
      .default('waiting'),
    createdAt: createdAt(),
    doneAt: at('done_at'),
    /** The member deleted this finished entry from their history; the operator and the ledger still see it. */
    hiddenAt: at('hidden_at'),
    ...marketColumns(),
  },
  (t) => [
    uniqueIndex('wallet_requests_request_idx').on(t.userId, t.requestId),
    uniqueIndex('wallet_requests_one_waiting_deposit_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'deposit' and ${t.status} = 'waiting'`),
    index('wallet_requests_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    check('wallet_requests_amount_check', sql`${t.amount} > 0`),
  ],
);

/** One row per applied comp conversion; a repeated (member, requestId) finds it instead of converting again. */
export const compConversions = pgTable(
  'comp_conversions',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    requestId: text('request_id').notNull(),
    /** roll-to-balance moves comp to the balance, change-to-point the balance to comp; both share the request ids. */
    kind: text('kind', { enum: ['to_balance', 'to_point'] })
      .notNull()
      .default('to_balance'),
    /** The amount asked for; null when the member converted all comp held. */
    requested: bigint('requested', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    ...marketColumns(),
  },
  (t) => [
    uniqueIndex('comp_conversions_request_idx').on(t.userId, t.requestId),
    check('comp_conversions_amount_check', sql`${t.amount} > 0`),
  ],
);

export const ledger = pgTable(
  'ledger',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    balanceDelta: money('balance_delta'),
    rollingDelta: money('rolling_delta'),
    gameDelta: money('game_delta'),
    reason: text('reason', {
      enum: [
        'seed',
        'deposit',
        'withdraw',
        'withdraw_cancel',
        'roll_to_balance',
        'change_to_point',
        'transfer_in',
        'transfer_out',
        'bet',
      ],
    }).notNull(),
    walletRequestId: integer('wallet_request_id').references(() => walletRequests.id),
    createdAt: createdAt(),
    ...marketColumns(),
  },
  (t) => [index('ledger_user_idx').on(t.userId)],
);

const limitPeriod = (name: string) => text(name, { enum: ['day', 'week', 'month'] });

/** A member's deposit limit per period, and the increase or removal waiting for confirmation. */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    period: limitPeriod('period').notNull(),
    /** In force; null: none. */
    amount: bigint('amount', { mode: 'number' }),
    /** Set while a change waits; pending_amount null then means removal. */
    pendingSince: at('pending_since'),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.period] }),
    check('deposit_limits_amount_check', sql`${t.amount} > 0 and ${t.pendingAmount} > 0`),
  ],
);

/** Every player-protection change, with the backend's time and the visitor's address. */
export const protectionAudit = pgTable(
  'protection_audit',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action', {
      enum: ['limit_set', 'limit_pending', 'limit_confirmed', 'reality_check', 'break', 'exclusion'],
    }).notNull(),
    period: limitPeriod('period'),
    amount: bigint('amount', { mode: 'number' }),
    minutes: integer('minutes'),
    until: at('until'),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('protection_audit_user_idx').on(t.userId, t.id)],
);

/** A domain's own site, as set-site-config took it (its theme completed and checked); a host without a row gets the default site. */
export const siteConfigs = pgTable('site_configs', {
  host: text('host').primaryKey(),
  config: jsonb('config').$type<SiteSettings>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A logged-out member's request for a password reset; at most one open per member, answered by reset-password. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    phone: text('phone').notNull(),
    phoneMatches: boolean('phone_matches').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull(),
    doneAt: at('done_at'),
  },
  (t) => [
    uniqueIndex('password_resets_open_idx')
      .on(t.userId)
      .where(sql`${t.doneAt} is null`),
    index('password_resets_created_idx').on(t.createdAt),
  ],
);

/** One spin of the demo game; (member, spin key) makes a repeated form post find it instead of spinning again. */
export const bets = pgTable(
  'bets',
  {
    id: serial(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    spinKey: text('spin_key').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    ...marketColumns(),
  },
  (t) => [
    uniqueIndex('bets_spin_idx').on(t.userId, t.spinKey),
    index('bets_user_idx').on(t.userId, t.createdAt),
    check('bets_amounts_check', sql`${t.stake} > 0 and ${t.win} >= 0`),
  ],
);

/** An operator's lock of deposits or withdrawals, for one member or (user_id null) everyone, until ends_at or lifted. */
export const walletLocks = pgTable(
  'wallet_locks',
  {
    id: serial(),
    kind: text('kind', { enum: ['deposit', 'withdraw'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    reason: text('reason').notNull(),
    endsAt: at('ends_at'),
    liftedAt: at('lifted_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('wallet_locks_kind_idx').on(t.kind, t.userId)],
);

export type BannerTexts = Partial<Record<'ko' | 'en' | 'jp' | 'vn' | 'cn' | 'th', string>>;

/** A lobby banner: shown to hosts its domain names (all when empty) between starts_at and ends_at, by sort. */
export const banners = pgTable(
  'banners',
  {
    id: serial(),
    imageUrl: text('image_url').notNull(),
    title: jsonb('title').$type<BannerTexts>().notNull(),
    text: jsonb('text').$type<BannerTexts>().notNull().default({}),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    domain: text('domain').notNull().default(''),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('banners_sort_idx').on(t.sort, t.id)],
);
