import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

/** A refused code changes nothing: only a success refreshes what it changed. */
const changedOnSuccess =
  <T extends string>(tag: T) =>
  (result: { status: string } | undefined) =>
    result?.status === 'success' ? [tag] : [];

/**
 * Account security (extensions `two-factor`, `passkeys`, `sessions`): two-step sign-in, passkeys, the member's
 * sessions and login history. Its tags are its own (enhanceEndpoints), so nothing of it rides with every page.
 */
export const securityApi = api
  .enhanceEndpoints({ addTagTypes: ['TwoFactor', 'Passkeys', 'Sessions'] })
  .injectEndpoints({
    endpoints: served((build) => ({
      twoFactor: build.query<ResponseOf<'get-two-factor'>, void>({
        query: () => call('get-two-factor'),
        providesTags: ['TwoFactor'],
      }),
      // Not cached: each start makes a new secret that waits for its confirmation.
      startTwoFactor: build.mutation<ResponseOf<'start-two-factor'>, void>({ query: () => call('start-two-factor') }),
      confirmTwoFactor: build.mutation<ResponseOf<'confirm-two-factor'>, RequestOf<'confirm-two-factor'>>({
        query: (params) => call('confirm-two-factor', params),
        invalidatesTags: changedOnSuccess('TwoFactor'),
      }),
      renewRecoveryCodes: build.mutation<ResponseOf<'renew-recovery-codes'>, void>({
        query: () => call('renew-recovery-codes'),
        invalidatesTags: changedOnSuccess('TwoFactor'),
      }),
      // A proof changes no data: it lets the next change of how the member signs in go through.
      proveIdentity: build.mutation<ResponseOf<'prove-identity'>, RequestOf<'prove-identity'>>({
        query: (proof) => call('prove-identity', proof),
      }),
      disableTwoFactor: build.mutation<ResponseOf<'disable-two-factor'>, RequestOf<'disable-two-factor'>>({
        query: (params) => call('disable-two-factor', params),
        invalidatesTags: changedOnSuccess('TwoFactor'),
      }),
      passkeys: build.query<ResponseOf<'get-passkeys'>, void>({
        query: () => call('get-passkeys'),
        providesTags: ['Passkeys'],
      }),
      startPasskeyRegistration: build.mutation<ResponseOf<'start-passkey-registration'>, void>({
        query: () => call('start-passkey-registration'),
      }),
      finishPasskeyRegistration: build.mutation<
        ResponseOf<'finish-passkey-registration'>,
        RequestOf<'finish-passkey-registration'>
      >({
        query: (params) => call('finish-passkey-registration', params),
        invalidatesTags: ['Passkeys'],
      }),
      removePasskey: build.mutation<ResponseOf<'remove-passkey'>, number>({
        query: (id) => call('remove-passkey', { id }),
        invalidatesTags: ['Passkeys'],
      }),
      startPasskeyLogin: build.mutation<ResponseOf<'start-passkey-login'>, void>({
        query: () => call('start-passkey-login'),
      }),
      sessions: build.query<ResponseOf<'get-sessions'>, void>({
        query: () => call('get-sessions'),
        providesTags: ['Sessions'],
      }),
      endSession: build.mutation<ResponseOf<'end-session'>, string>({
        query: (id) => call('end-session', { id }),
        invalidatesTags: ['Sessions'],
      }),
      endOtherSessions: build.mutation<ResponseOf<'end-other-sessions'>, void>({
        query: () => call('end-other-sessions'),
        invalidatesTags: changedOnSuccess('Sessions'),
      }),
      loginHistory: build.query<ResponseOf<'get-login-history'>, RequestOf<'get-login-history'>>({
        query: (paging) => call('get-login-history', paging),
        providesTags: ['Sessions'],
      }),
    })),
  });

/** The history's first page: the server renders it, and the account page reads the last login from it. */
export const FIRST_HISTORY_PAGE: RequestOf<'get-login-history'> = { page: 1 };

export const {
  useTwoFactorQuery,
  useStartTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useProveIdentityMutation,
  usePasskeysQuery,
  useStartPasskeyRegistrationMutation,
  useFinishPasskeyRegistrationMutation,
  useRemovePasskeyMutation,
  useSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useLoginHistoryQuery,
} = securityApi;
