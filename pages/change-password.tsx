import type { GetServerSideProps } from 'next';
import { ChangePasswordScreen } from '@/components/auth/ChangePasswordScreen';
import { readSession } from '@/lib/auth';
import { readPasswordChange } from '@/lib/passwordChange';
import { localizedPath, paths, safeCallbackUrl } from '@/lib/paths';
import { originOf } from '@/lib/visitor';
import { publicPageProps } from '@/loaders/pageProps';

/** Only the member's id leaves the change cookie; the change token stays on the server. A member already in goes on. */
export const getServerSideProps: GetServerSideProps = async (ctx) => {
  if (await readSession(ctx.req)) {
    const back = safeCallbackUrl(ctx.query.callbackUrl, originOf(ctx.req)) ?? localizedPath(paths.home, ctx.locale);
    return { redirect: { destination: back, permanent: false } };
  }
  const [page, change] = await Promise.all([
    publicPageProps(ctx, { namespaces: ['account'] }),
    readPasswordChange(ctx.req),
  ]);
  return 'props' in page ? { props: { ...page.props, userId: change?.userId ?? null } } : page;
};

export default ChangePasswordScreen;
