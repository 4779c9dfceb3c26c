import type { GetServerSideProps } from 'next';
import { ServerErrorScreen } from '@/components/errors/ServerErrorScreen';
import { portalProps } from '@/lib/ssr';

export const getServerSideProps: GetServerSideProps = async (ctx) => ({ props: await portalProps(ctx) });

export default ServerErrorScreen;
