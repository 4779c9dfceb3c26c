import type { GetServerSideProps } from 'next';
import { NoticesScreen } from '@/components/notices/NoticesScreen';
import { noticePageProps } from '@/loaders/notices';

export const getServerSideProps: GetServerSideProps = (ctx) => noticePageProps(ctx);

export default NoticesScreen;
