import type { GetServerSideProps } from 'next';
import { ForgotPasswordScreen } from '@/components/auth/ForgotPasswordScreen';
import { forgotPasswordPageProps } from '@/loaders/auth';

export const getServerSideProps: GetServerSideProps = (ctx) => forgotPasswordPageProps(ctx);

export default ForgotPasswordScreen;
