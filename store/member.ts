import type { RootState } from './index';
import type { HealthCheck } from './userApi';

/**
 * The current member as the last health check (or the server render) saw them; undefined when logged out. A plain
 * selector on RTK Query's cache entry (`healthCheck(undefined)`), so the header needs no RTK Query code to show it.
 */
export const selectCurrentMember = (state: RootState): HealthCheck | undefined =>
  (state.api?.queries?.['healthCheck(undefined)']?.data as HealthCheck | undefined) ?? undefined;
