import type { GetServerSideProps } from 'next';
import { LoginScreen } from '@/components/auth/LoginScreen';
import { readSession } from '@/lib/auth';
import { localizedPath, paths, safeCallbackUrl } from '@/lib/paths';
import { portalProps } from '@/store/pageProps';

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  if (await readSession(ctx.req)) {
    const back = safeCallbackUrl(ctx.query.callbackUrl) ?? localizedPath(paths.home, ctx.locale);
    return { redirect: { destination: back, permanent: false } };
  }
  return { props: await portalProps(ctx) };
};

export default LoginScreen;
