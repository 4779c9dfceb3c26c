import type { GetServerSideProps } from 'next';
import { NotesScreen } from '@/components/notes/NotesScreen';
import { notePaging } from '@/components/notes/paging';
import { memberPageProps, prefetch } from '@/loaders/pageProps';
import { notesApi } from '@/store/notesApi';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  memberPageProps(ctx, (page) => {
    const paging = notePaging(ctx.query.page);
    return prefetch(page, notesApi.endpoints.noteList, paging);
  });

export default NotesScreen;
