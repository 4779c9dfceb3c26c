import { z } from 'zod';
import { extensionFeatures, OPT_IN_FEATURES, type ExtensionFeature } from '@/lib/contract/catalogue';
import { WALLET_RULES } from '@/lib/contract/wallet';
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
  .refine((entries) => entries.every((entry) => ORIGIN.test(entry)) || (entries.length === 1 && entries[0] === "'none'"), {
    message: "must be 'none' or a list of origins like https://portal.example",
  })
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
  PORTAL_KEY: optional.pipe(z.string().regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 visible ASCII characters').optional()),
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
    .transform((v) => (v === undefined ? extensionFeatures.filter((f) => !OPT_IN_FEATURES.includes(f)) : v.split(',').map((s) => s.trim()).filter((s) => s && s !== 'none')))
    .pipe(z.array(z.enum(extensionFeatures, `must be a comma list of ${extensionFeatures.join(', ')} (or empty)`))),
  LOGIN_MAX_FAILURES: count(10),
  LOGIN_MAX_FAILURES_PER_IP: count(50),
  LOGIN_MAX_FAILURES_PER_ID: count(100),
  LOGIN_LOCK_MINUTES: count(15),
  RATE_LIMIT_CHECKS_PER_MINUTE: count(30),
  RATE_LIMIT_REGISTER_PER_HOUR: count(10),
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: count(5),
  ROLL_TO_BALANCE_MIN: count(WALLET_RULES.comp.min),
  DEPOSIT_MIN: count(WALLET_RULES.deposit.min),
  DEPOSIT_STEP: count(WALLET_RULES.deposit.step),
  WITHDRAW_MIN: count(WALLET_RULES.withdraw.min),
  WITHDRAW_STEP: count(WALLET_RULES.withdraw.step),
  DEPOSIT_BANK_NAME: z.string().default('데모은행'),
  DEPOSIT_BANK_OWNER: z.string().default('(주)데모카지노'),
  DEPOSIT_BANK_NUMBER: z.string().default('000-0000-0000-00'),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the backend's environment; throws a message naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env) {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid backend environment: ${problems}`);
  }
  const e = parsed.data;
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
    },
    rollToBalanceMin: e.ROLL_TO_BALANCE_MIN,
    /** The contract's WALLET_RULES (the portal's forms) by default: an amount off them is refused whoever sent it. */
    depositRules: { min: e.DEPOSIT_MIN, step: e.DEPOSIT_STEP },
    withdrawRules: { min: e.WITHDRAW_MIN, step: e.WITHDRAW_STEP },
    depositAccount: { bankname: e.DEPOSIT_BANK_NAME, bankOwner: e.DEPOSIT_BANK_OWNER, banknum: e.DEPOSIT_BANK_NUMBER },
  };
}
