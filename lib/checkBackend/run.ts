import { contract, errorResponse, MAX_MONEY, opNames, type OpName } from '@/lib/contract';
import { DEFAULT_WALLET_RULES, type WalletRules } from '@/lib/contract/terms';
import { post, Unanswered, type Answer } from './http';
import { candidateNames, familyParams, TOKEN_CANDIDATES } from './names';
import { ok, statusOf, tag, type CheckOptions, type OpResult, type Probe, type Report, type Settings } from './types';
import { extensionOf, judge, offeredFeatures } from './verdicts';
import { writeChecks } from './writes';

export type { CheckOptions, OpResult, Report, Settings, Verdict } from './types';

const MAX_LOGINS = 1;
const NO_SUCH_ID = 2_147_483_647;

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
      await writeChecks({ send, ask, judge, record, presence, changes }, member, wallet, game);
    }
    const logout = await ask('user-do-logout', { params: {} });
    if (ok(logout)) token = undefined;
  }

  const found = offeredFeatures(config, results);
  settings.features = found.offered;
  settings.unknownFeatures = found.unknown;
  const failing = results
    .filter(
      (result) =>
        !extensionOf(result.op) &&
        (result.verdict === 'differs' || result.verdict === 'fails' || result.verdict === 'absent'),
    )
    .map((result) => result.op);

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
