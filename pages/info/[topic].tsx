import type { GetServerSideProps } from 'next';
import { InfoScreen } from '@/components/info/InfoScreen';
import type { InfoTopic } from '@/lib/paths';
import { infoPageProps } from '@/loaders/info';
import type { PortalProps } from '@/loaders/pageProps';

interface InfoPageProps extends PortalProps {
  topic: InfoTopic;
}

export const getServerSideProps: GetServerSideProps<InfoPageProps> = (ctx) => infoPageProps(ctx);

export default function InfoPage({ topic }: InfoPageProps) {
  return <InfoScreen topic={topic} />;
}
