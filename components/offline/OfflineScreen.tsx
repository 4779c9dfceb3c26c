import Head from 'next/head';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Sheet } from '@/components/common/Card';
import { useBrandName } from '@/store/brand';

/**
 * What public/sw.js answers a navigation with when the network fails. It works without its scripts (the worker keeps
 * only this HTML and the icon): styles are inline, and "try again" is a plain link to the address the visitor asked for.
 */
export function OfflineScreen() {
  const { t } = useT();
  const name = useBrandName(t);
  return (
    <>
      <Head>
        <title>{`${t('offline.title')} | ${name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Main id="main">
        <Panel as="div">
          <Brand>
            <Icon src="/icons/icon-192.png" alt="" width={64} height={64} />
            <span>{name}</span>
          </Brand>
          <h1>{t('offline.title')}</h1>
          <p>{t('offline.body')}</p>
          {/* An empty href is the current address: the page that could not be loaded. */}
          <Button as="a" href="" $tone="primary">
            {t('offline.retry')}
          </Button>
        </Panel>
      </Main>
    </>
  );
}

const Main = styled.main`
  min-height: 100vh;
  padding: 24px 16px;
  display: flex;
  align-items: flex-start;
  justify-content: center;
`;

const Panel = styled(Sheet)`
  width: 100%;
  text-align: center;

  p {
    margin: 8px 0 20px;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.6;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-bottom: 20px;
  font-weight: 800;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.accent};
  overflow-wrap: anywhere;
`;

const Icon = styled.img`
  width: 64px;
  height: 64px;
`;
