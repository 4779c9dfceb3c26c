import { userApi } from './userApi';

const selectHealthCheck = userApi.endpoints.healthCheck.select();

/** The current member as the last health check (or the server render) saw them; undefined when logged out. */
export const selectCurrentMember = (state: Parameters<typeof selectHealthCheck>[0]) => selectHealthCheck(state).data;
