import type { OpName } from '@/lib/contract';
import { OLDER_NAMES } from '@/lib/family';

export { familyParams } from '@/lib/family';

/** Token headers the spec's family of backends uses, in the order they are tried; an empty scheme sends the raw token. */
export const TOKEN_CANDIDATES: readonly { header: string; scheme: string }[] = [
  { header: 'authorization', scheme: 'Bearer' },
  { header: 'authorization', scheme: '' },
  { header: 'session', scheme: '' },
  { header: 'token', scheme: '' },
  { header: 'x-access-token', scheme: '' },
];

/** The names to try for an operation: the contract's, the family's older ones, then underscores for hyphens. */
export function candidateNames(op: OpName): string[] {
  return [...new Set([op, ...(OLDER_NAMES[op] ?? []), op.replace(/-/g, '_')])];
}
