import type { OpName } from '@/lib/contract';
import type { WalletRules } from '@/lib/contract/terms';
import type { Answer } from './http';
import { ok, statusOf, tag, type OpResult, type Probe } from './types';

/** What the write checks use of the run: its calls, its verdicts and its list of changes. */
export interface Checker {
  send: (name: string, params: unknown, options?: { anonymous?: boolean }) => Promise<Answer>;
  ask: (op: OpName, probe: Probe) => Promise<OpResult & { body?: unknown }>;
  judge: (op: OpName, name: string, answer: Answer, probe: Probe) => OpResult;
  record: (result: OpResult) => OpResult;
  presence: (op: OpName, reason: string) => Promise<OpResult>;
  changes: string[];
}

/** With --write: the smallest amounts on the test member, undone where the contract allows; each change is listed. */
export async function writeChecks(
  { send, ask, judge, record, presence, changes }: Checker,
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
  const limits = (await send('get-play-limits', {})).body as { limits?: { realityCheckMinutes?: number } } | undefined;
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
