import type { ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

/** The lobby's banners for this host: the page brings them, cleaned on the server (components/home/cleanBanners). */
export const bannersApi = api.injectEndpoints({
  endpoints: served((build) => ({
    banners: build.query<ResponseOf<'get-banners'>, void>({ query: () => call('get-banners') }),
  })),
});

export const { useBannersQuery } = bannersApi;
