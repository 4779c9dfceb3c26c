import type { ResponseOf } from '@/lib/contract';
import { api, call } from './api';

/** Notices and pop-ups come with every domain's items; components filter them with lib/domain. */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<ResponseOf<'get-user-notices'>, void>({ query: () => call('get-user-notices') }),
    popups: build.query<ResponseOf<'get-notice-popup'>, void>({ query: () => call('get-notice-popup') }),
  }),
});

export const { useNoticesQuery, usePopupsQuery } = noticesApi;
