import type { ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

/** The proxy and the page data pass on only this site's notices and pop-ups; components filter again (lib/domain). */
export const noticesApi = api.injectEndpoints({
  endpoints: served((build) => ({
    notices: build.query<ResponseOf<'get-user-notices'>, void>({ query: () => call('get-user-notices') }),
    popups: build.query<ResponseOf<'get-notice-popup'>, void>({ query: () => call('get-notice-popup') }),
  })),
});

export const { useNoticesQuery, usePopupsQuery } = noticesApi;
