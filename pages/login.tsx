import type { GetServerSideProps } from 'next';
import { LoginScreen } from '@/components/auth/LoginScreen';
import { readSession } from '@/lib/auth';
import { localizedPath, paths, safeCallbackUrl } from '@/lib/paths';
import { originOf } from '@/lib/visitor';
import { publicPageProps } from '@/loaders/pageProps';

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  if (await readSession(ctx.req)) {
    const back = safeCallbackUrl(ctx.query.callbackUrl, originOf(ctx.req)) ?? localizedPath(paths.home, ctx.locale);
    return { redirect: { destination: back, permanent: false } };
  }
  return publicPageProps(ctx);
};

export default LoginScreen;
