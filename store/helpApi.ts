import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

type Paging = RequestOf<'get-help-list'>;

/** Customer support threads; reading a reply changes the member's help count (tag Member). */
export const helpApi = api.injectEndpoints({
  endpoints: served((build) => ({
    helpList: build.query<ResponseOf<'get-help-list'>, Paging>({
      query: (paging) => call('get-help-list', paging),
      providesTags: ['Helps'],
    }),
    /** What the operator published for every visitor (extension public-help): the same for all, never a member's own. */
    publicHelpList: build.query<ResponseOf<'get-public-help-list'>, void>({
      query: () => call('get-public-help-list'),
    }),
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
    deleteAllHelp: build.mutation<ResponseOf<'del-all-help'>, void>({
      query: () => call('del-all-help'),
      invalidatesTags: ['Helps', 'Member'],
    }),
  })),
});

export const {
  useHelpListQuery,
  usePublicHelpListQuery,
  useWriteHelpMutation,
  useReadHelpMutation,
  useDeleteHelpMutation,
  useDeleteAllHelpMutation,
} = helpApi;
