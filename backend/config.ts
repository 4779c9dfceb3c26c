import { z } from 'zod';
import { extensionFeatures, OPT_IN_FEATURES, type ExtensionFeature } from '@/lib/contract/catalogue';
import { DEFAULT_GAME_LAUNCH, gameLaunchModes } from '@/lib/contract/terms';
import { DEFAULT_BANKS, DEFAULT_PHONE_REGION } from '@/lib/contract/terms';
import {
  bankList,
  phoneRegion,
  currencyCode,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  DEFAULT_WALLET_RULES,
  timeZoneName,
  unmeetableRule,
  type WalletRules,
} from '@/lib/contract/market';
import { DEFAULT_CATALOGUE } from './db/demoCatalogue';

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const optional = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;
/** `'none'` or origins that may frame the demo game page, as a CSP frame-ancestors list. */
const frameAncestors = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(/[\s,]+/).filter(Boolean))
  .refine(
    (entries) => entries.every((entry) => ORIGIN.test(entry)) || (entries.length === 1 && entries[0] === "'none'"),
    {
      message: "must be 'none' or a list of origins like https://portal.example",
    },
  )
  .transform((entries) => (entries.length ? entries.join(' ') : "'none'"));

const env = z.object({
  BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  BACKEND_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  BACKEND_PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  ADMIN_KEY: optional,
  PORTAL_KEY: optional.pipe(
    z
      .string()
      .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 visible ASCII characters')
      .optional(),
  ),
  BACKEND_TOKEN_SECRET: optional.pipe(z.string().min(32).optional()),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  BACKEND_TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  GAME_FRAME_ANCESTORS: frameAncestors,
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(480).default(120),
  SEED_CATALOGUE: z.coerce.number().int().min(0).max(50_000).default(DEFAULT_CATALOGUE),
  // Unset offers every extension but the opt-in ones; set but empty (or `none`) offers none, as a legacy backend.
  SITE_FEATURES: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? extensionFeatures.filter((f) => !OPT_IN_FEATURES.includes(f))
        : v
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s && s !== 'none'),
    )
    .pipe(z.array(z.enum(extensionFeatures, `must be a comma list of ${extensionFeatures.join(', ')} (or empty)`))),
  LOGIN_MAX_FAILURES: count(10),
  LOGIN_MAX_FAILURES_PER_IP: count(50),
  LOGIN_MAX_FAILURES_PER_ID: count(100),
  LOGIN_LOCK_MINUTES: count(15),
  RATE_LIMIT_CHECKS_PER_MINUTE: count(30),
  RATE_LIMIT_REGISTER_PER_HOUR: count(10),
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: count(5),
  RATE_LIMIT_PASSKEY_LOGIN_PER_MINUTE: count(30),
  ROLL_TO_BALANCE_MIN: count(DEFAULT_WALLET_RULES.rollMin),
  DEPOSIT_MIN: count(DEFAULT_WALLET_RULES.depositMin),
  DEPOSIT_STEP: count(DEFAULT_WALLET_RULES.depositStep),
  WITHDRAW_MIN: count(DEFAULT_WALLET_RULES.withdrawMin),
  WITHDRAW_STEP: count(DEFAULT_WALLET_RULES.withdrawStep),
  SITE_CURRENCY: currencyCode.default(DEFAULT_CURRENCY),
  SITE_TIME_ZONE: timeZoneName.default(DEFAULT_TIME_ZONE),
  SITE_PHONE_REGION: phoneRegion.default(DEFAULT_PHONE_REGION),
  SITE_BANKS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(bankList)
    .optional(),
  SITE_GAME_LAUNCH: z.enum(gameLaunchModes).default(DEFAULT_GAME_LAUNCH),
  DEPOSIT_BANK_NAME: z.string().default('데모은행'),
  DEPOSIT_BANK_OWNER: z.string().default('(주)데모카지노'),
  DEPOSIT_BANK_NUMBER: z.string().default('000-0000-0000-00'),
});

export type Config = ReturnType<typeof loadConfig>;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

const WALLET_VARIABLES = { depositStep: 'DEPOSIT_STEP', withdrawStep: 'WITHDRAW_STEP' } as const;

/** The default site's rules from DEPOSIT_*, WITHDRAW_*, ROLL_TO_BALANCE_MIN; the quick amounts are today's that still fit. */
function defaultWallet(e: {
  DEPOSIT_MIN: number;
  DEPOSIT_STEP: number;
  WITHDRAW_MIN: number;
  WITHDRAW_STEP: number;
  ROLL_TO_BALANCE_MIN: number;
}): WalletRules {
  const rules = {
    depositMin: e.DEPOSIT_MIN,
    depositStep: e.DEPOSIT_STEP,
    withdrawMin: e.WITHDRAW_MIN,
    withdrawStep: e.WITHDRAW_STEP,
    rollMin: e.ROLL_TO_BALANCE_MIN,
  };
  const fits = DEFAULT_WALLET_RULES.quickAmounts.filter(
    (quick) => quick >= rules.depositMin && quick % rules.depositStep === 0 && quick % rules.withdrawStep === 0,
  );
  const wallet = { ...rules, quickAmounts: fits.length ? fits : [lcm(rules.depositMin, rules.withdrawStep)] };
  const broken = unmeetableRule(wallet);
  if (broken) {
    const field = broken.path[0] as keyof typeof WALLET_VARIABLES;
    throw new Error(
      `Invalid backend environment: ${WALLET_VARIABLES[field]}: ${broken.message.replace(/(deposit|withdraw)Min/, (_, kind: string) => `${kind.toUpperCase()}_MIN`)}`,
    );
  }
  return wallet;
}

/** Reads the backend's environment; throws a message naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env) {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid backend environment: ${problems}`);
  }
  const e = parsed.data;
  const wallet = defaultWallet(e);
  return {
    host: e.BACKEND_HOST,
    port: e.BACKEND_PORT,
    publicUrl: (e.BACKEND_PUBLIC_URL ?? `http://localhost:${e.BACKEND_PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    adminKey: e.ADMIN_KEY,
    /** Shared with the portals: only a request carrying it may say who the visitor is (X-Forwarded-For/-Host). */
    portalKey: e.PORTAL_KEY,
    tokenSecret: e.BACKEND_TOKEN_SECRET,
    /** The portals whose game pages may frame the demo game (CSP frame-ancestors); `'none'` by default. */
    gameFrameAncestors: e.GAME_FRAME_ANCESTORS,
    /** The portals' idle limit: a game launched this long ago ends, as the idle session would have. */
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    seedDemo: e.SEED_DEMO === 'true',
    /** Tests only: the operator route advance-clock moves the backend's clock forward (limits, breaks, sessions). */
    testClock: e.BACKEND_TEST_CLOCK === 'true',
    /** Games of the demo catalogue, the legacy demo lobby included. */
    seedCatalogue: e.SEED_CATALOGUE,
    /** The extensions get-site-config names; none means the backend answers 404 to them, as a legacy one. */
    siteFeatures: [...new Set<ExtensionFeature>(e.SITE_FEATURES)],
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      maxFailuresPerId: e.LOGIN_MAX_FAILURES_PER_ID,
      lockMs: e.LOGIN_LOCK_MINUTES * 60_000,
    },
    rateLimits: {
      checks: { max: e.RATE_LIMIT_CHECKS_PER_MINUTE, windowMs: 60_000 },
      register: { max: e.RATE_LIMIT_REGISTER_PER_HOUR, windowMs: 3_600_000 },
      passwordReset: { max: e.RATE_LIMIT_PASSWORD_RESET_PER_HOUR, windowMs: 3_600_000 },
      passkeyLogin: { max: e.RATE_LIMIT_PASSKEY_LOGIN_PER_MINUTE, windowMs: 60_000 },
    },
    /** The market of a host without its own (set-site-config): currency, time zone and the wallet rules enforced there. */
    market: {
      currency: e.SITE_CURRENCY,
      timeZone: e.SITE_TIME_ZONE,
      wallet,
      phoneRegion: e.SITE_PHONE_REGION,
      banks: e.SITE_BANKS ?? [...DEFAULT_BANKS],
    },
    /** How the default site's launches show a game: a pop-up window, or the portal's play page. */
    gameLaunch: e.SITE_GAME_LAUNCH,
    depositAccount: { bankname: e.DEPOSIT_BANK_NAME, bankOwner: e.DEPOSIT_BANK_OWNER, banknum: e.DEPOSIT_BANK_NUMBER },
  };
}
