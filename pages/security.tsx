import type { GetServerSideProps } from 'next';
import { SecurityScreen } from '@/components/security/SecurityScreen';
import { securityPageProps } from '@/loaders/security';

export const getServerSideProps: GetServerSideProps = (ctx) => securityPageProps(ctx);

export default SecurityScreen;
