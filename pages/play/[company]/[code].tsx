import type { GetServerSideProps } from 'next';
import { PlayScreen } from '@/components/play/PlayScreen';
import { playPageProps, type PlayProps } from '@/components/play/playPage';

export const getServerSideProps: GetServerSideProps<PlayProps> = (ctx) => playPageProps(ctx);

export default PlayScreen;
