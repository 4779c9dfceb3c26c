import type { GetServerSideProps } from 'next';
import { PlayScreen } from '@/components/play/PlayScreen';
import type { PlayProps } from '@/lib/play';
import { playPageProps } from '@/loaders/play';

export const getServerSideProps: GetServerSideProps<PlayProps> = (ctx) => playPageProps(ctx);

export default PlayScreen;
