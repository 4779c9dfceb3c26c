import type { GetServerSideProps } from 'next';
import { SecurityScreen } from '@/components/security/SecurityScreen';
import { securityPageProps } from '@/components/security/securityPage';

export const getServerSideProps: GetServerSideProps = (ctx) => securityPageProps(ctx);

export default SecurityScreen;
