import type { GetServerSidePropsContext } from 'next';
import { infoTopicFromQuery } from '@/lib/paths';
import { publicPageProps, withProps } from '@/loaders/pageProps';

/** An information page, the same for every visitor; a topic it does not know is not found. */
export async function infoPageProps(ctx: GetServerSidePropsContext) {
  const topic = infoTopicFromQuery(ctx.params?.topic);
  if (!topic) return { notFound: true as const };
  const page = await publicPageProps(ctx, { namespaces: ['info'], shareable: true });
  return withProps(page, () => ({ topic }));
}
