import type { GetServerSideProps } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { portalProps } from '@/lib/ssr';

export const getServerSideProps: GetServerSideProps = async (ctx) => ({ props: await portalProps(ctx) });

export default HomeScreen;
