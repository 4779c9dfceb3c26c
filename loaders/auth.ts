import type { GetServerSidePropsContext } from 'next';
import { readPasswordChange } from '@/lib/auth/changeToken';
import { publicPageProps, withProps } from '@/loaders/pageProps';

/** Login: a member is sent back where the login was asked from (or home). */
export const loginPageProps = (ctx: GetServerSidePropsContext) => publicPageProps(ctx, { visitorsOnly: 'back' });

/**
 * The forced password change after login: only the member's id leaves the change cookie (none: expired); the change
 * token stays on the server. A member already in goes on.
 */
export async function changePasswordPageProps(ctx: GetServerSidePropsContext) {
  const [page, change] = await Promise.all([
    publicPageProps(ctx, { visitorsOnly: 'back', namespaces: ['account'] }),
    readPasswordChange(ctx.req),
  ]);
  return withProps(page, () => ({ userId: change?.userId ?? null }));
}

/** A member has nothing to recover: home. A backend without password-reset has no such page. */
export const forgotPasswordPageProps = (ctx: GetServerSidePropsContext) =>
  publicPageProps(ctx, { visitorsOnly: 'home', namespaces: ['register'], requires: ['password-reset'] });
