import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

type Paging = RequestOf<'get-note-list'>;

/** Notes change the unread count, so every change also refreshes the member (tag Member). */
export const notesApi = api.injectEndpoints({
  endpoints: served((build) => ({
    unreadNotes: build.query<ResponseOf<'get-user-note'>, void>({
      query: () => call('get-user-note'),
      providesTags: ['Notes'],
    }),
    noteList: build.query<ResponseOf<'get-note-list'>, Paging>({
      query: (paging) => call('get-note-list', paging),
      providesTags: ['Notes'],
    }),
    readNote: build.mutation<ResponseOf<'read-note-message'>, number>({
      query: (id) => call('read-note-message', { id }),
      invalidatesTags: ['Notes', 'Member'],
    }),
    deleteNote: build.mutation<ResponseOf<'del-note-message'>, number>({
      query: (id) => call('del-note-message', { id }),
      invalidatesTags: ['Notes', 'Member'],
    }),
    readAllNotes: build.mutation<ResponseOf<'read-all-note'>, void>({
      query: () => call('read-all-note'),
      invalidatesTags: ['Notes', 'Member'],
    }),
    deleteAllNotes: build.mutation<ResponseOf<'del-all-note'>, void>({
      query: () => call('del-all-note'),
      invalidatesTags: ['Notes', 'Member'],
    }),
  })),
});

export const {
  useLazyUnreadNotesQuery,
  useNoteListQuery,
  useReadNoteMutation,
  useDeleteNoteMutation,
  useReadAllNotesMutation,
  useDeleteAllNotesMutation,
} = notesApi;
