import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

/**
 * A logged-out member's request for a password reset (extension password-reset). The forced change after the
 * operator's reset is userApi's changePassword: the proxy gives it the change token kept in its cookie.
 */
export const passwordApi = api.injectEndpoints({
  endpoints: served((build) => ({
    requestPasswordReset: build.mutation<ResponseOf<'request-password-reset'>, RequestOf<'request-password-reset'>>({
      query: (params) => call('request-password-reset', params),
    }),
  })),
});

export const { useRequestPasswordResetMutation } = passwordApi;
