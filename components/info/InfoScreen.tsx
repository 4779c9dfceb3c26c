import Link from 'next/link';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { GuardedLink } from '@/components/common/GuardedLink';
import { SupportContact } from '@/components/common/SupportContact';
import { PageLayout } from '@/components/layout/PageLayout';
import { INFO_TOPICS, infoPath, paths, type InfoTopic } from '@/lib/paths';
import { media } from '@/styles/theme';

export function InfoScreen({ topic }: { topic: InfoTopic }) {
  const { t } = useT();
  const title = t(`layout.info.${topic}`);
  const body = t(`info.topics.${topic}`, { returnObjects: true }) as unknown;
  const paragraphs = body && typeof body === 'object' ? Object.values(body as Record<string, string>) : [];

  return (
    <PageLayout title={title}>
      <Columns>
        <Topics aria-label={t('layout.infoNav')}>
          {INFO_TOPICS.map((other) => (
            <Link key={other} href={infoPath(other)} aria-current={other === topic ? 'page' : undefined}>
              {t(`layout.info.${other}`)}
            </Link>
          ))}
        </Topics>
        <Article>
          <h1>{title}</h1>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {topic === 'contact' ? (
            <>
              <SupportContact />
              <Action as={GuardedLink} href={paths.help}>
                {t('info.helpLink')}
              </Action>
            </>
          ) : null}
        </Article>
      </Columns>
    </PageLayout>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 24px;

  ${media.desktop} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
    gap: 32px;
  }
`;

const Topics = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 14px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }

  ${media.desktop} {
    flex-direction: column;
    position: sticky;
    top: 24px;
  }
`;

const Article = styled.article`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.7;

  h1 {
    margin: 0 0 16px;
    font-size: clamp(1.5rem, 5vw, 2.1rem);
    line-height: 1.3;
  }
  p {
    max-width: 72ch;
    margin: 0 0 12px;
  }
`;

const Action = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  margin-top: 8px;
  padding: 0 20px;
  border-radius: 10px;
  font-weight: 800;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.accentText};
  background: ${({ theme }) => theme.colors.accent};
`;
