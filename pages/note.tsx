import type { GetServerSideProps } from 'next';
import { NotesScreen } from '@/components/notes/NotesScreen';
import { notePageProps } from '@/loaders/notes';

export const getServerSideProps: GetServerSideProps = (ctx) => notePageProps(ctx);

export default NotesScreen;
