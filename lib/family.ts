import type { OpName } from './contract';

/**
 * The spec's family of operators' backends: the names some of them still use for contract operations
 * (BACKEND_OPERATION_NAMES maps them; `npm run check-backend` finds them).
 */
export const OLDER_NAMES: Partial<Record<OpName, readonly string[]>> = {
  'del-help-message': ['user_del_help'],
  'get-member': ['get_member'],
  'user-change-password': ['user_exchange_to_pass'],
};

/** The family's password change from "my info": the new password alone, as `{pass}`. */
export const EXCHANGE_TO_PASS = 'user_exchange_to_pass';

/** The body an operation's backend name takes, from the contract's request. */
export function familyParams(name: string, params: unknown): unknown {
  if (name === EXCHANGE_TO_PASS && params && typeof params === 'object' && 'newPassword' in params)
    return { pass: params.newPassword };
  return params;
}

type Call = typeof import('./backend').callBackend;
type Options = import('./backend').CallOptions;
type Failure = import('./backend').BackendFailure;

/**
 * `user_exchange_to_pass` takes no current password, so the portal has the member prove it first, as a login with
 * it (counted like every login, so it guesses no faster); that proof session is logged out at once. The answer to
 * give instead of changing (`pass`, or the backend's refusal), or null to go on with the change.
 */
export async function proveCurrentPassword(
  call: Call,
  password: string,
  options: Options,
): Promise<{ ok: true; data: { status: 'pass' } } | Failure | null> {
  const health = await call('health-check', undefined, options);
  if (!health.ok) return health;
  const login = await call(
    'user-do-login',
    { userId: health.data.user.userId, password },
    { visitor: options.visitor },
  );
  if (!login.ok) return login;
  if (login.data.status === 'pass') return { ok: true, data: { status: 'pass' } };
  if (login.data.status === 'time') {
    const seconds = Number(login.data.retryAfter);
    return {
      ok: false,
      httpStatus: 429,
      body: { status: 'error', code: 'too_many_requests' },
      ...(seconds > 0 ? { retryAfter: Math.ceil(seconds) } : {}),
    };
  }
  if (login.data.status === 'success')
    await call('user-do-logout', undefined, { token: login.data.token, visitor: options.visitor });
  return null;
}
