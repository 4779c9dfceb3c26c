import type { GetServerSidePropsContext } from 'next';
import { notePaging } from '@/components/notes/paging';
import { memberPageProps, prefetch } from '@/loaders/pageProps';
import { notesApi } from '@/store/notesApi';

/** The member's notes, the page the query names. */
export const notePageProps = (ctx: GetServerSidePropsContext) =>
  memberPageProps(ctx, {
    load: (page) => prefetch(page, notesApi.endpoints.noteList, notePaging(ctx.query.page)),
  });
