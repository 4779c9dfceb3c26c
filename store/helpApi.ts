import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call } from './api';

type Paging = RequestOf<'get-help-list'>;

/** Customer support threads; reading a reply changes the member's help count (tag Member). */
export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    helpList: build.query<ResponseOf<'get-help-list'>, Paging>({ query: (paging) => call('get-help-list', paging), providesTags: ['Helps'] }),
    writeHelp: build.mutation<ResponseOf<'user-write-help'>, RequestOf<'user-write-help'>>({
      query: (params) => call('user-write-help', params),
      invalidatesTags: ['Helps'],
    }),
    readHelp: build.mutation<ResponseOf<'read-help-message'>, number>({
      query: (id) => call('read-help-message', { id }),
      invalidatesTags: ['Helps', 'Member'],
    }),
    deleteHelp: build.mutation<ResponseOf<'del-help-message'>, number>({
      query: (id) => call('del-help-message', { id }),
      invalidatesTags: ['Helps', 'Member'],
    }),
    deleteAllHelp: build.mutation<ResponseOf<'del-all-help'>, void>({ query: () => call('del-all-help'), invalidatesTags: ['Helps', 'Member'] }),
  }),
});

export const { useHelpListQuery, useWriteHelpMutation, useReadHelpMutation, useDeleteHelpMutation, useDeleteAllHelpMutation } = helpApi;
