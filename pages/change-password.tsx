import type { GetServerSideProps } from 'next';
import { ChangePasswordScreen } from '@/components/auth/ChangePasswordScreen';
import { changePasswordPageProps } from '@/loaders/auth';

export const getServerSideProps: GetServerSideProps = (ctx) => changePasswordPageProps(ctx);

export default ChangePasswordScreen;
