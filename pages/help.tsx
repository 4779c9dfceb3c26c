import type { GetServerSideProps } from 'next';
import { HelpScreen } from '@/components/support/HelpScreen';
import { helpPageProps } from '@/loaders/help';

export const getServerSideProps: GetServerSideProps = (ctx) => helpPageProps(ctx);

export default HelpScreen;
