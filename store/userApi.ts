import type { ResponseOf } from '@/lib/contract';
import { api, call } from './api';

export type HealthCheck = ResponseOf<'health-check'>;

/** The member's own data: the 30-second health check (tag Member: money and message changes refresh it), logout. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    healthCheck: build.query<HealthCheck, void>({
      query: () => call('health-check'),
      providesTags: ['Member'],
    }),
    logout: build.mutation<ResponseOf<'user-do-logout'>, void>({
      query: () => call('user-do-logout'),
    }),
    changePassword: build.mutation<ResponseOf<'user-change-password'>, { password: string; newPassword: string }>({
      query: (params) => call('user-change-password', params),
    }),
  }),
});

export const { useHealthCheckQuery, useLogoutMutation, useChangePasswordMutation } = userApi;

