import type { GetServerSideProps } from 'next';
import { InfoScreen } from '@/components/info/InfoScreen';
import { infoTopicFromQuery, type InfoTopic } from '@/lib/paths';
import { portalProps, type PortalProps } from '@/store/pageProps';

interface InfoPageProps extends PortalProps {
  topic: InfoTopic;
}

export const getServerSideProps: GetServerSideProps<InfoPageProps> = async (ctx) => {
  const topic = infoTopicFromQuery(ctx.params?.topic);
  if (!topic) return { notFound: true };
  return { props: { ...(await portalProps(ctx, { namespaces: ['info'], shareable: true })), topic } };
};

export default function InfoPage({ topic }: InfoPageProps) {
  return <InfoScreen topic={topic} />;
}
