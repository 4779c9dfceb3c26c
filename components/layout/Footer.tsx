import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { INFO_TOPICS, infoPath, paths } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature, selectRenderedYear } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';
import { media } from '@/styles/theme';

export function Footer() {
  const { t } = useTranslation();
  const name = t('app.name');
  // The server's year, never the browser's clock (see PageState.year); a page without one is rendered in the browser.
  const year = useAppSelector(selectRenderedYear) ?? new Date().getFullYear();
  const tools = useAppSelector((state) => selectLoggedOut(state) === false && selectHasFeature(state, 'player-protection'));

  return (
    <Bar>
      <Inner>
        <Brand>
          <strong>{name}</strong>
          <span>{t('app.tagline')}</span>
        </Brand>
        <Fine>
          <Adult aria-hidden="true">19</Adult>
          <span>
            {t('layout.adult')} {t('layout.support')}
          </span>
        </Fine>
        <Links aria-label={t('layout.infoNav')}>
          {INFO_TOPICS.map((topic) => (
            <Link key={topic} href={infoPath(topic)} prefetch={false}>
              {t(`layout.info.${topic}`)}
            </Link>
          ))}
          {tools ? (
            <Link href={paths.protection} prefetch={false}>
              {t('layout.protection')}
            </Link>
          ) : null}
        </Links>
        <Copy>{t('layout.copyright', { year, name })}</Copy>
      </Inner>
    </Bar>
  );
}

const Bar = styled.footer`
  margin-top: 48px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  display: grid;
  gap: 16px;
  max-width: ${({ theme }) => theme.layout.headerMaxWidth}px;
  margin: 0 auto;
  padding: 28px 16px calc(28px + env(safe-area-inset-bottom));
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};

  ${media.desktop} {
    grid-template-columns: auto 1fr;
    align-items: center;
    padding: 32px 24px;
  }
`;

const Brand = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;

  strong {
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Fine = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;

`;

const Adult = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 800;
  font-size: 0.8rem;
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
  }

  ${media.desktop} {
    grid-column: 1 / -1;
  }
`;

const Copy = styled.p`
  margin: 0;
  font-size: 0.8rem;

  ${media.desktop} {
    grid-column: 1 / -1;
  }
`;
