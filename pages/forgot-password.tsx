import type { GetServerSideProps } from 'next';
import { ForgotPasswordScreen } from '@/components/auth/ForgotPasswordScreen';
import { readSession } from '@/lib/auth';
import { localizedPath, paths } from '@/lib/paths';
import type { RootState } from '@/store';
import { publicPageProps } from '@/loaders/pageProps';
import { selectHasFeature } from '@/store/pageSlice';

/** A member has nothing to recover: home. A backend without password-reset has no such page. */
export const getServerSideProps: GetServerSideProps = async (ctx) => {
  if (await readSession(ctx.req))
    return { redirect: { destination: localizedPath(paths.home, ctx.locale), permanent: false } };
  const page = await publicPageProps(ctx, { namespaces: ['register'] });
  if ('props' in page && !selectHasFeature(page.props.initialState as RootState, 'password-reset'))
    return { notFound: true };
  return page;
};

export default ForgotPasswordScreen;
