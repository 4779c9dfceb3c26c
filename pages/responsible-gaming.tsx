import type { GetServerSideProps } from 'next';
import { ProtectionScreen } from '@/components/protection/ProtectionScreen';
import { protectionPageProps } from '@/loaders/protection';

export const getServerSideProps: GetServerSideProps = (ctx) => protectionPageProps(ctx);

export default ProtectionScreen;
