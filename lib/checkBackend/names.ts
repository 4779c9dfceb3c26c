import type { OpName } from '@/lib/contract';

/** Token headers the spec's family of backends uses, in the order they are tried; an empty scheme sends the raw token. */
export const TOKEN_CANDIDATES: readonly { header: string; scheme: string }[] = [
  { header: 'authorization', scheme: 'Bearer' },
  { header: 'authorization', scheme: '' },
  { header: 'session', scheme: '' },
  { header: 'token', scheme: '' },
  { header: 'x-access-token', scheme: '' },
];

/** The family's older names of contract operations, tried after the contract's own and its underscore spelling. */
export const OLDER_NAMES: Partial<Record<OpName, readonly string[]>> = {
  'del-help-message': ['user_del_help'],
  'user-change-password': ['user_exchange_to_pass'],
};

/** The names to try for an operation: the contract's, the family's older ones, then underscores for hyphens. */
export function candidateNames(op: OpName): string[] {
  return [...new Set([op, ...(OLDER_NAMES[op] ?? []), op.replace(/-/g, '_')])];
}

/** The family's `user_exchange_to_pass` takes the new password alone, as `{pass}`. */
export const EXCHANGE_TO_PASS = 'user_exchange_to_pass';

/** The request an operation's older name takes, from the contract's request. */
export function familyParams(name: string, params: unknown): unknown {
  if (name === EXCHANGE_TO_PASS && params && typeof params === 'object' && 'newPassword' in params) return { pass: params.newPassword };
  return params;
}
