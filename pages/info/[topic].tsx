import type { GetServerSideProps } from 'next';
import { InfoScreen } from '@/components/info/InfoScreen';
import { infoTopicFromQuery, type InfoTopic } from '@/lib/paths';
import { publicPageProps, type PortalProps } from '@/loaders/pageProps';

interface InfoPageProps extends PortalProps {
  topic: InfoTopic;
}

export const getServerSideProps: GetServerSideProps<InfoPageProps> = async (ctx) => {
  const topic = infoTopicFromQuery(ctx.params?.topic);
  if (!topic) return { notFound: true };
  const page = await publicPageProps(ctx, { namespaces: ['info'], shareable: true });
  return 'props' in page ? { props: { ...page.props, topic } } : page;
};

export default function InfoPage({ topic }: InfoPageProps) {
  return <InfoScreen topic={topic} />;
}
