import type { GetServerSideProps } from 'next';
import { LoginScreen } from '@/components/auth/LoginScreen';
import { loginPageProps } from '@/loaders/auth';

export const getServerSideProps: GetServerSideProps = (ctx) => loginPageProps(ctx);

export default LoginScreen;
