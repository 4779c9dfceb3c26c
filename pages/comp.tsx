import type { GetServerSideProps } from 'next';
import { CompScreen } from '@/components/wallet/CompScreen';
import { memberPageProps } from '@/loaders/pageProps';

// The figures come with the member's health check, which every member page loads.
export const getServerSideProps: GetServerSideProps = (ctx) => memberPageProps(ctx, { namespaces: ['wallet'] });

export default CompScreen;
