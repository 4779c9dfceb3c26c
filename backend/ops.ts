import type { AdminOpName, AdminRequestOf, AdminResponseOf } from '@/lib/contract/admin';
import type { Contract, ErrorCode, OpName, RequestOf, ResponseOf } from '@/lib/contract';
import type { CountedMember, Member } from './auth';
import type { Config } from './config';
import type { Db } from './db';

export interface Deps {
  db: Db;
  config: Config;
  secret: string;
  now: () => Date;
  /** A number in [0, 1): the demo game's spins; tests inject their own. */
  random: () => number;
  /** Moves `now` forward; only with BACKEND_TEST_CLOCK. */
  advanceClock?: (ms: number) => void;
}

/** The visitor as the portal's proxy tells it (with the portal key), else the connection's own address and Host. */
export interface Visitor {
  ip: string;
  host: string;
  /** The same host with its port when it has one (`casino.test:8443`): the site's origin is https on it. */
  siteHost: string;
  /** The Origin header's host name. */
  origin: string;
  /** The Origin header as sent (`https://host:port`), when it is one: WebAuthn checks the browser's origin against it. */
  originUrl: string;
  userAgent: string;
}

/** The holder of a login's change token (after reset-password): it reaches user-change-password only. */
export interface PasswordChanger {
  id: number;
  userId: string;
}

export type Ctx<N extends OpName> = Deps &
  Visitor & {
    member: Contract[N]['auth'] extends true
      ? N extends 'health-check' | 'get-member'
        ? CountedMember
        : Member
      : Member | null;
    changer?: PasswordChanger;
  };

export type Handlers = { [N in OpName]: (params: RequestOf<N>, ctx: Ctx<N>) => Promise<ResponseOf<N>> };
export type AdminHandlers = {
  [N in AdminOpName]: (params: AdminRequestOf<N>, deps: Deps) => Promise<AdminResponseOf<N>>;
};

/** Thrown by handlers; app.ts turns it into `{status:'error', code, field}` with the matching HTTP status (and Retry-After). */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly field?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(field ? `${code}: ${field}` : code);
  }
}

export const badInput = (field: string) => new Refusal('bad_request', field);

export const paged = ({ page = 1, size = 10 }: { page?: number; size?: number }) => ({
  limit: size,
  offset: (page - 1) * size,
});

export const iso = (date: Date | null) => (date ? date.toISOString() : null);
