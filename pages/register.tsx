import type { GetServerSideProps } from 'next';
import { RegisterScreen } from '@/components/register/RegisterScreen';
import { registerPageProps } from '@/loaders/register';

export const getServerSideProps: GetServerSideProps = (ctx) => registerPageProps(ctx);

export default RegisterScreen;
