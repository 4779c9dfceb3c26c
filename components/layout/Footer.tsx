import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { linkRow } from '@/components/common/linkRow';
import { footerLinks } from '@/lib/contract/terms';
import { paths } from '@/lib/paths';
import { useBrandName } from '@/store/brand';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature, selectRenderedYear, selectSite } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';
import { media } from '@/styles/theme';

// Most sites name no support contact: its code loads only where one does.
const SupportContact = dynamic(() => import('@/components/common/SupportContact').then((m) => m.SupportContact));

export function Footer() {
  const { t } = useT();
  const name = useBrandName(t);
  const { links, support } = useAppSelector(selectSite);
  // The server's year, never the browser's clock (see PageState.year); a page without one is rendered in the browser.
  const year = useAppSelector(selectRenderedYear) ?? new Date().getFullYear();
  const tools = useAppSelector(
    (state) => selectLoggedOut(state) === false && selectHasFeature(state, 'player-protection'),
  );

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
        {support.email || support.messenger ? <Contact /> : null}
        <Links aria-label={t('layout.infoNav')}>
          {footerLinks.map((kind) =>
            // A site path gets the page's language prefix from next/link; a web address is another site's.
            links[kind].startsWith('/') ? (
              <Link key={kind} href={links[kind]} prefetch={false}>
                {t(`layout.info.${kind}`)}
              </Link>
            ) : (
              <a key={kind} href={links[kind]} target="_blank" rel="noopener noreferrer">
                {t(`layout.info.${kind}`)} <span className="visually-hidden">{t('layout.newTab')}</span>
              </a>
            ),
          )}
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

// Laid out with the page (no content-visibility): a placeholder height that is not its own would move the page at
// its bottom the moment the footer is first drawn, under a finger on "load more".
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

const Contact = styled(SupportContact)`
  ${media.desktop} {
    grid-column: 1 / -1;
  }
`;

const Links = styled.nav`
  ${linkRow}

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
