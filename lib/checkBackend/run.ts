import { randomBytes } from 'node:crypto';
import { contract, errorResponse, extensionFeatures, MAX_MONEY, opNames, type OpName } from '@/lib/contract';
import { DEFAULT_WALLET_RULES, type WalletRules } from '@/lib/contract/terms';
import { post, Unanswered, type Answer } from './http';
import { candidateNames, familyParams, TOKEN_CANDIDATES } from './names';

export type Verdict = 'conforms' | 'differs' | 'absent' | 'fails' | 'not-called';

export interface OpResult {
  op: OpName;
  /** The name it answered under (the contract's, or the family's older one). */
  name: string;
  verdict: Verdict;
  detail: string;
  httpStatus?: number;
  ms?: number;
  extension?: string;
}

export interface CheckOptions {
  url: string;
  /** The portal's public origin (`https://casino.example`): sent as Origin and forwarded host. */
  site?: string;
  member?: { userId: string; password: string };
  write?: boolean;
  timeoutMs?: number;
  /** Sent as x-portal-key, as the portal does. */
  portalKey?: string;
  /** Told each operation's result as it comes. */
  progress?: (result: OpResult) => void;
}

export interface Settings {
  tokenHeader: string | null;
  tokenScheme: string | null;
  wrapped: boolean;
  operationNames: Partial<Record<OpName, string>>;
  siteConfig: boolean;
  /** The extensions offered (from get-site-config, else as found); `unknown` those whose operations were not asked. */
  features: string[];
  unknownFeatures: string[];
}

export interface Report {
  url: string;
  ok: boolean;
  /** Why the check stopped, in one line, when it could not go on. */
  fatal?: string;
  settings: Settings;
  results: OpResult[];
  /** What --write changed on the member, in sentences. */
  changes: string[];
  logins: number;
  /** The core operations that do not conform. */
  failing: OpName[];
}

/** The most logins the check makes on the member: one to start, none after a refusal. */
const MAX_LOGINS = 1;
const NO_SUCH_ID = 2_147_483_647;

const extensionOf = (op: OpName): string | undefined => (contract[op] as { extension?: string }).extension;
const tag = () => randomBytes(4).toString('hex');

/** The first problem zod finds, as `field: what came`. */
function firstDifference(schema: (typeof contract)[OpName]['response'], body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  let value: unknown = body;
  for (const key of issue.path)
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  const came = value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 60);
  return `${issue.path.join('.') || '(answer)'}: ${issue.message.slice(0, 80)}; came ${came}`;
}

const statusOf = (body: unknown) =>
  body && typeof body === 'object' && 'status' in body ? String((body as { status: unknown }).status) : '';

interface Probe {
  params: unknown;
  /** A 400 refusal is the expected answer to this input (an id that does not exist). */
  refusalExpected?: boolean;
}

export async function checkBackend(options: CheckOptions): Promise<Report> {
  const baseUrl = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const results: OpResult[] = [];
  const changes: string[] = [];
  const settings: Settings = {
    tokenHeader: null,
    tokenScheme: null,
    wrapped: false,
    operationNames: {},
    siteConfig: false,
    features: [],
    unknownFeatures: [],
  };
  let logins = 0;
  let token: string | undefined;
  const siteHeaders: Record<string, string> = {};
  if (options.site) {
    const site = new URL(options.site);
    siteHeaders.origin = site.origin;
    siteHeaders['x-forwarded-host'] = site.host;
  }
  if (options.portalKey) siteHeaders['x-portal-key'] = options.portalKey;

  const authHeaders = (): Record<string, string> =>
    token && settings.tokenHeader
      ? { [settings.tokenHeader]: settings.tokenScheme ? `${settings.tokenScheme} ${token}` : token }
      : {};

  const send = async (name: string, params: unknown, { anonymous = false } = {}) => {
    const answer = await post({
      baseUrl,
      name,
      params,
      headers: { ...siteHeaders, ...(anonymous ? {} : authHeaders()) },
      timeoutMs,
    });
    if (answer.wrapped) settings.wrapped = true;
    return answer;
  };

  const record = (result: OpResult) => {
    results.push(result);
    options.progress?.(result);
    return result;
  };

  const judge = (op: OpName, name: string, answer: Answer, probe: Probe): OpResult => {
    const base = { op, name, httpStatus: answer.status, ms: answer.ms, extension: extensionOf(op) };
    if (answer.status === 404) return { ...base, verdict: 'absent', detail: 'HTTP 404' };
    if (answer.status === 200) {
      const difference = firstDifference(contract[op].response, answer.body);
      return difference
        ? { ...base, verdict: 'differs', detail: difference }
        : { ...base, verdict: 'conforms', detail: statusOf(answer.body) };
    }
    const refusal = errorResponse.safeParse(answer.body);
    if (answer.status === 400 && probe.refusalExpected && refusal.success) {
      return {
        ...base,
        verdict: 'conforms',
        detail: `refused the check's unknown id (${refusal.data.code}${refusal.data.field ? ` ${refusal.data.field}` : ''})`,
      };
    }
    const code = refusal.success ? ` ${refusal.data.code}${refusal.data.field ? ` (${refusal.data.field})` : ''}` : '';
    return { ...base, verdict: 'fails', detail: `HTTP ${answer.status}${code}` };
  };

  /** Asks the operation under each of its candidate names until one is not 404; `body` is a conforming answer. */
  const ask = async (op: OpName, probe: Probe): Promise<OpResult & { body?: unknown }> => {
    let last: OpResult | undefined;
    for (const name of candidateNames(op)) {
      let answer: Answer;
      try {
        answer = await send(name, familyParams(name, probe.params));
      } catch (error) {
        if (!(error instanceof Unanswered) || error.kind === 'unreachable') throw error;
        return record({ op, name, verdict: 'fails', detail: error.message, extension: extensionOf(op) });
      }
      last = judge(op, name, answer, probe);
      if (last.verdict !== 'absent') {
        if (name !== op) settings.operationNames[op] = name;
        return { ...record(last), ...(last.verdict === 'conforms' ? { body: answer.body } : {}) };
      }
    }
    return record({ ...last!, name: op });
  };

  /**
   * Not called (it would change what the check must not), only whether the backend has it: asked with `{}` and no
   * token, which a backend refuses (401, 400) before doing anything, and 404s when it lacks the operation.
   */
  const presence = async (op: OpName, reason: string): Promise<OpResult> => {
    const extension = extensionOf(op);
    if (!contract[op].auth && contract[op].request.safeParse({}).success)
      return record({ op, name: op, verdict: 'not-called', detail: reason, extension });
    for (const name of candidateNames(op)) {
      let answer: Answer;
      try {
        answer = await send(name, {}, { anonymous: true });
      } catch (error) {
        if (!(error instanceof Unanswered) || error.kind === 'unreachable') throw error;
        return record({ op, name, verdict: 'fails', detail: error.message, extension });
      }
      if (answer.status !== 404) {
        if (name !== op) settings.operationNames[op] = name;
        return record({ op, name, verdict: 'not-called', detail: `present; ${reason}`, extension });
      }
    }
    return record({ op, name: op, verdict: 'absent', detail: `HTTP 404 (not called: ${reason})`, extension });
  };

  const ok = (result: OpResult) => result.verdict === 'conforms';

  let fatal: string | undefined;
  let config: { features: string[]; wallet?: WalletRules } | undefined;
  try {
    // The first call says whether there is a backend of the contract at all.
    const first = await send('get-casino-setting', {});
    if (first.status === 404 && !errorResponse.safeParse(first.body).success) {
      throw new Unanswered(
        `${baseUrl}/public/get-casino-setting is not there (HTTP 404): is ${baseUrl} the backend's address?`,
        'not-json',
      );
    }
    record(judge('get-casino-setting', 'get-casino-setting', first, { params: {} }));

    // Asked under its own name only: the family has no older one, and its 404 is the answer "no extensions".
    const siteConfigAnswer = await send('get-site-config', {});
    const siteConfig = record(judge('get-site-config', 'get-site-config', siteConfigAnswer, { params: {} }));
    settings.siteConfig = ok(siteConfig);
    if (settings.siteConfig) config = siteConfigAnswer.body as { features: string[]; wallet?: WalletRules };
    const wallet = config?.wallet ?? DEFAULT_WALLET_RULES;

    const slots = (await ask('get-slot-setting', { params: {} })).body as { slot?: { code?: string }[] } | undefined;
    await ask('get-sport-setting', { params: {} });
    const company = slots?.slot?.[0]?.code;
    let game: { company: string; code: string } | undefined;
    if (company) {
      const games = (await ask('get-slot-by-company', { params: { company } })).body as
        { games?: { code?: string }[] } | undefined;
      const code = games?.games?.[0]?.code;
      if (code) game = { company, code };
    } else {
      record({
        op: 'get-slot-by-company',
        name: 'get-slot-by-company',
        verdict: 'not-called',
        detail: 'get-slot-setting named no company',
      });
    }
    for (const op of [
      'get-jackpot',
      'get-user-notices',
      'get-notice-popup',
      'get-reg-domain',
      'get-public-help-list',
      'get-banners',
      'start-passkey-login',
    ] as const) {
      await ask(op, { params: {} });
    }
    await ask('check-user-id', { params: { userId: `chk${tag()}` } });
    await ask('check-user-nick', { params: { nick: `chk${tag()}` } });
    await ask('search-games', { params: { limit: 1 } });
    await ask('request-password-reset', { params: { userId: `chk${tag()}`, phone: '000-0000-0000' } });
    await ask('verify-two-factor', { params: { challenge: `chk${tag()}${tag()}`, code: '000000' } });
    await presence('user-register', 'it would make a member');
    await presence('finish-passkey-login', 'it needs a passkey');

    if (!options.member) {
      await ask('user-do-login', { params: { userId: `chk${tag()}`, password: `chk${tag()}` } });
      for (const op of opNames)
        if (contract[op].auth && !results.some((result) => result.op === op)) await presence(op, 'needs --member');
    } else {
      await memberChecks(options.member, wallet, game);
    }
  } catch (error) {
    if (!(error instanceof Unanswered || error instanceof Stop)) throw error;
    fatal = error.message;
  }

  async function memberChecks(
    member: { userId: string; password: string },
    wallet: WalletRules,
    game: { company: string; code: string } | undefined,
  ) {
    if (logins >= MAX_LOGINS) throw new Stop('the check has used its logins on this member');
    logins += 1;
    const login = await send('user-do-login', { userId: member.userId, password: member.password });
    const loginResult = judge('user-do-login', 'user-do-login', login, { params: {} });
    const loginStatus = statusOf(login.body);
    if (login.status === 200 && loginStatus !== 'success') {
      record(loginResult);
      const why =
        loginStatus === 'pass'
          ? 'the backend refused the member id or password (status pass)'
          : loginStatus === 'time'
            ? 'the member is locked out for now (status time)'
            : `the member cannot log in (status ${loginStatus})`;
      throw new Stop(`${why}: check --member; the check logged in once and stopped, nothing changed`);
    }
    record(loginResult);
    if (loginResult.verdict !== 'conforms')
      throw new Stop(
        `user-do-login did not answer as the contract says (${loginResult.detail}), so no member operation could be checked`,
      );
    token = (login.body as { token: string }).token;

    // The token header: the first form under which health-check knows the member.
    let health: Answer | undefined;
    for (const candidate of TOKEN_CANDIDATES) {
      settings.tokenHeader = candidate.header;
      settings.tokenScheme = candidate.scheme;
      const answer = await send('health-check', {});
      if (answer.status === 200) {
        health = answer;
        break;
      }
    }
    if (!health) {
      settings.tokenHeader = null;
      settings.tokenScheme = null;
      record({
        op: 'health-check',
        name: 'health-check',
        verdict: 'fails',
        detail:
          'the token was refused in every header tried (Authorization Bearer or raw, session, token, x-access-token)',
      });
      throw new Stop('the backend accepted none of the token headers tried, so no member operation could be checked');
    }
    record(judge('health-check', 'health-check', health, { params: {} }));
    const user = (health.body as { user?: { balance?: unknown; rolling?: unknown } }).user;
    const balance = Number(user?.balance ?? 0);
    const rolling = Number(user?.rolling ?? 0);

    const read = [
      'get-member',
      'get-in-game-balance',
      'get-user-note',
      'user-ask-account',
      'get-favorite-games',
      'get-recent-games',
      'get-play-limits',
      'get-session-summary',
      'get-wallet-locks',
      'get-two-factor',
      'get-passkeys',
      'get-sessions',
    ] as const;
    for (const op of read) await ask(op, { params: {} });
    for (const op of [
      'get-help-list',
      'get-note-list',
      'get-deposit-list',
      'get-withdraw-list',
      'get-bet-list',
      'get-login-history',
    ] as const) {
      await ask(op, { params: { page: 1, size: 1 } });
    }
    for (const op of [
      'read-help-message',
      'del-help-message',
      'read-note-message',
      'del-note-message',
      'cansel-user-deposit',
      'remove-passkey',
    ] as const) {
      await ask(op, { params: { id: NO_SUCH_ID }, refusalExpected: true });
    }
    await ask('del-wallet-history', { params: { kind: 'deposit', id: NO_SUCH_ID }, refusalExpected: true });
    await ask('end-session', { params: { id: `chk${tag()}` }, refusalExpected: true });
    // More than the member has: refused, nothing moves (a member with a billion is left alone).
    if (balance < MAX_MONEY) {
      await ask('apply-user-withdraw', { params: { amount: MAX_MONEY, requestId: `chk-${tag()}` } });
      await ask('change-to-point', { params: { amount: MAX_MONEY, requestId: `chk-${tag()}` } });
      await ask('transfer-in', { params: { amount: MAX_MONEY } });
    } else {
      await presence('transfer-in', 'the member holds the largest amount');
      await presence('apply-user-withdraw', 'the member holds the largest amount');
      await presence('change-to-point', 'the member holds the largest amount');
    }
    if (rolling < MAX_MONEY) await ask('roll-to-balance', { params: { amount: MAX_MONEY, requestId: `chk-${tag()}` } });
    else await presence('roll-to-balance', 'the member holds the largest comp amount');
    await ask('start-passkey-registration', { params: {} });

    for (const [op, reason] of [
      ['del-all-help', 'it would delete every question'],
      ['read-all-note', 'it would mark every note read'],
      ['del-all-note', 'it would delete every note'],
      ['set-deposit-limit', "it would change the member's limits"],
      ['confirm-limit-change', "it would change the member's limits"],
      ['take-break', 'it would lock the member out'],
      ['self-exclude', 'it would lock the member out'],
      ['start-two-factor', 'it changes how the member signs in'],
      ['confirm-two-factor', 'it changes how the member signs in'],
      ['disable-two-factor', 'it changes how the member signs in'],
      ['finish-passkey-registration', 'it needs a passkey'],
      ['end-other-sessions', 'it would sign the member out elsewhere'],
    ] as const) {
      await presence(op, reason);
    }

    if (!options.write) {
      for (const op of [
        'apply-user-deposit',
        'user-write-help',
        'set-favorite-game',
        'set-reality-check',
        'open-game',
        'transfer-out',
        'user-change-password',
      ] as const) {
        await presence(op, 'needs --write');
      }
    } else {
      await writeChecks(member, wallet, game);
    }
    const logout = await ask('user-do-logout', { params: {} });
    if (ok(logout)) token = undefined;
  }

  async function writeChecks(
    member: { userId: string; password: string },
    wallet: WalletRules,
    game: { company: string; code: string } | undefined,
  ) {
    const deposit = await send('apply-user-deposit', { amount: wallet.depositMin, requestId: `chk-${tag()}` });
    const depositResult = record(judge('apply-user-deposit', 'apply-user-deposit', deposit, { params: {} }));
    const depositId = ok(depositResult) ? (deposit.body as { request?: { id?: number } }).request?.id : undefined;
    if (depositId) {
      const cancelled = await ask('cansel-user-deposit', { params: { id: Number(depositId) } });
      changes.push(
        statusOf(cancelled.body) === 'success'
          ? `deposit request #${depositId} of ${wallet.depositMin} made and cancelled`
          : `deposit request #${depositId} of ${wallet.depositMin} made; cancelling it failed: cancel it as the operator`,
      );
    }
    const help = await send('user-write-help', {
      title: 'check-backend',
      contents: 'A question written by npm run check-backend; it deletes it.',
    });
    const helpResult = record(judge('user-write-help', 'user-write-help', help, { params: {} }));
    const helpId = ok(helpResult) ? (help.body as { id?: number }).id : undefined;
    if (helpId) {
      const deleted = await ask('del-help-message', { params: { id: Number(helpId) } });
      changes.push(
        ok(deleted)
          ? `support question #${helpId} written and deleted`
          : `support question #${helpId} written; deleting it failed`,
      );
    }
    if (game) {
      const on = await ask('set-favorite-game', { params: { ...game, on: true } });
      if (ok(on)) {
        await send('set-favorite-game', { ...game, on: false });
        changes.push(`${game.company}/${game.code} made a favourite and unmade`);
      }
    }
    const limits = (await send('get-play-limits', {})).body as
      { limits?: { realityCheckMinutes?: number } } | undefined;
    const minutes = limits?.limits?.realityCheckMinutes;
    if (typeof minutes === 'number') await ask('set-reality-check', { params: { minutes } });
    else await presence('set-reality-check', 'the member has no play limits to keep');
    if (game) {
      const opened = await ask('open-game', { params: { ...game, timeStemp: Date.now() } });
      if (ok(opened))
        changes.push(`${game.company}/${game.code} opened: the spec's launch moved the balance into the game`);
    } else await presence('open-game', 'there is no game to open');
    const back = await ask('transfer-out', { params: {} });
    const moved = Number((back.body as { amount?: unknown } | undefined)?.amount ?? 0);
    if (moved > 0) changes.push(`${moved} of game money moved back to the balance`);
    // The same password again: the answer is checked, the password stays.
    const changed = await ask('user-change-password', {
      params: { password: member.password, newPassword: member.password },
    });
    if (ok(changed)) changes.push('the password set to itself (other sessions of the member may have ended)');
  }

  settings.features = features();
  const failing = results
    .filter(
      (result) =>
        !extensionOf(result.op) &&
        (result.verdict === 'differs' || result.verdict === 'fails' || result.verdict === 'absent'),
    )
    .map((result) => result.op);

  function features(): string[] {
    if (config) return config.features.filter((feature) => (extensionFeatures as readonly string[]).includes(feature));
    const offered: string[] = [];
    const unknown: string[] = [];
    for (const feature of extensionFeatures) {
      const ops = opNames.filter((op) => extensionOf(op) === feature);
      const seen = results.filter((result) => ops.includes(result.op));
      if (
        seen.some(
          (result) =>
            result.verdict === 'conforms' || (result.verdict === 'not-called' && result.detail.startsWith('present')),
        )
      )
        offered.push(feature);
      else if (!seen.some((result) => result.verdict === 'absent')) unknown.push(feature);
    }
    settings.unknownFeatures = unknown;
    return offered;
  }

  return {
    url: baseUrl,
    ok: !fatal && failing.length === 0,
    fatal,
    settings,
    results,
    changes,
    logins,
    failing: [...new Set(failing)],
  };
}

/** The check cannot go on (a refused member, no token header): the message says why. */
class Stop extends Error {}
