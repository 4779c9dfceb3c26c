import type { GetServerSideProps } from 'next';
import { ProtectionScreen } from '@/components/protection/ProtectionScreen';
import { protectionPageProps } from '@/components/protection/protectionPage';

export const getServerSideProps: GetServerSideProps = (ctx) => protectionPageProps(ctx);

export default ProtectionScreen;
