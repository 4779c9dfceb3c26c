import type { ResponseOf } from '@/lib/contract';
import { api, call } from './api';

export type HealthCheck = ResponseOf<'health-check'>;

/** The member's own data: the 30-second health check (tag Member: money and message changes refresh it), the password. Logging out is next-auth's signOut (`components/auth/useLogout.ts`). */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    healthCheck: build.query<HealthCheck, void>({
      query: () => call('health-check'),
      providesTags: ['Member'],
    }),
    changePassword: build.mutation<ResponseOf<'user-change-password'>, { password: string; newPassword: string }>({
      query: (params) => call('user-change-password', params),
    }),
  }),
});

export const { useHealthCheckQuery, useChangePasswordMutation } = userApi;

