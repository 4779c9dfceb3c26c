import type { ResponseOf } from '@/lib/contract';
import { api } from './api';

export type HealthCheck = ResponseOf<'health-check'>;

/** The member's own data: the 30-second health check, logout. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    healthCheck: build.query<HealthCheck, void>({
      query: () => ({ op: 'health-check' }),
    }),
    logout: build.mutation<ResponseOf<'user-do-logout'>, void>({
      query: () => ({ op: 'user-do-logout' }),
    }),
  }),
});

export const { useHealthCheckQuery, useLogoutMutation } = userApi;

/** The current member as the last health check (or the server render) saw them; undefined when logged out. */
export const selectCurrentMember = (state: Parameters<ReturnType<typeof userApi.endpoints.healthCheck.select>>[0]) =>
  userApi.endpoints.healthCheck.select()(state).data;
