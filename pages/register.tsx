import type { GetServerSideProps } from 'next';
import { RegisterScreen } from '@/components/register/RegisterScreen';
import { readSession } from '@/lib/auth';
import { localizedPath, paths } from '@/lib/paths';
import { prefetch, publicPageProps } from '@/loaders/pageProps';
import { registerApi } from '@/store/registerApi';

/** A member has nothing to register: home. Visitors get the form with the operator domain already resolved. */
export const getServerSideProps: GetServerSideProps = async (ctx) => {
  if (await readSession(ctx.req))
    return { redirect: { destination: localizedPath(paths.home, ctx.locale), permanent: false } };
  return publicPageProps(ctx, {
    namespaces: ['register', 'banks'],
    load: (page) => prefetch(page, registerApi.endpoints.regDomain, undefined),
  });
};

export default RegisterScreen;
