import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, CloseIcon, IconButton } from '@/components/common/Button';
import { Empty } from '@/components/common/Card';
import { GameArt } from '@/components/common/GameArt';
import { MaintenanceBadge } from '@/components/common/GameGrid';
import { GuardedLink } from '@/components/common/GuardedLink';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { Logo } from '@/components/common/Logo';
import { MENU } from '@/components/common/menu';
import { gameName } from '@/lib/launch';
import { useModal } from '@/components/common/modal';
import { paths } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature } from '@/store/pageSlice';
import { alpha, media } from '@/styles/theme';
import { useCompanyCatalogue, useCompanyGames, useSlotCompanies } from './useGameLists';
import { CatalogueGameCards, SlotGameCards } from './VendorCards';

interface SlotGamesModalProps {
  company: string;
  onClose: () => void;
}

export default function SlotGamesModal({ company, onClose }: SlotGamesModalProps) {
  const { t } = useT();
  const { locale } = useRouter();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const companies = useSlotCompanies();
  const info = companies.items.find((item) => item.code === company);
  const unlisted = !info && !companies.unavailable && companies.items.length > 0;
  // With 500 games from one provider, a page at a time through search-games; without it, the legacy full list.
  const paged = useAppSelector((state) => selectHasFeature(state, 'game-search'));
  const legacy = useCompanyGames(company, { skip: unlisted || paged });
  const catalogue = useCompanyCatalogue(company, { skip: unlisted || !paged });
  const games = paged ? catalogue : { ...legacy, total: legacy.items.length };
  const missing = unlisted || games.unknown;
  const title = info ? gameName(info, locale) : company;
  useModal(ref, true, onClose);

  return (
    <Overlay>
      <Backdrop aria-hidden="true" onClick={onClose} />
      <Dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Top>
          <Logo compact />
          {/* A link, so that a tap before the page is interactive still closes the modal. */}
          <IconButton
            as={Link}
            href={paths.home}
            scroll={false}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onClose();
            }}
            aria-label={t('games.close')}
            data-autofocus
          >
            <CloseIcon />
          </IconButton>
        </Top>
        <Tabs aria-label={t('nav.shortcuts')}>
          {MENU.map((item) => (
            <GuardedLink key={item.key} href={item.href}>
              {t(`nav.${item.key}`)}
            </GuardedLink>
          ))}
        </Tabs>
        <Heading>
          {info ? <CompanyArt src={info.imgUrl} shape="wide" eager /> : null}
          <div>
            <h2 id={titleId}>{t('games.companyGames', { name: title })}</h2>
            {games.items.length > 0 ? <p className="tabular">{t('games.count', { count: games.total })}</p> : null}
          </div>
          {info && info.used !== 'y' ? <Off>{t('games.maintenance')}</Off> : null}
        </Heading>
        <Body aria-busy={games.loading || undefined}>
          {missing ? (
            <Empty role="status" $bare>
              {t('games.noSuchCompany', { name: company })}
            </Empty>
          ) : games.unavailable ? (
            <UnavailableNotice />
          ) : games.loading || games.items.length === 0 ? (
            <Empty $bare>{t(games.loading ? 'games.loading' : 'games.empty')}</Empty>
          ) : paged ? (
            <>
              <CatalogueGameCards games={catalogue.items} company={info} />
              <MorePages catalogue={catalogue} />
            </>
          ) : (
            <SlotGameCards games={legacy.items} company={info} />
          )}
        </Body>
      </Dialog>
    </Overlay>
  );
}

/** "Load more" keeps the keyboard where it was: on the button while a page loads, then on the first game it brought. */
function MorePages({ catalogue }: { catalogue: ReturnType<typeof useCompanyCatalogue> }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const count = catalogue.items.length;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    const tiles = ref.current?.previousElementSibling?.querySelectorAll<HTMLElement>(
      ':scope > li button, :scope > li a',
    );
    tiles?.[from]?.focus();
  }, [count]);

  const failed = catalogue.moreFailed;
  return (
    <More ref={ref}>
      <p role="status" className="tabular">
        {failed
          ? t('collections.moreFailed')
          : catalogue.loadingMore
            ? t('games.loading')
            : t('collections.shown', { shown: count, total: catalogue.total })}
      </p>
      {catalogue.more || catalogue.loadingMore || failed ? (
        // Never disabled: a disabled button would drop the keyboard focus.
        <Button
          type="button"
          $tone="outline"
          aria-disabled={(catalogue.loadingMore && !failed) || undefined}
          onClick={(event) => {
            if (event.currentTarget === document.activeElement) focusFrom.current = count;
            if (failed) void catalogue.retry();
            else catalogue.more?.();
          }}
        >
          {t(failed ? 'collections.retry' : 'collections.loadMore')}
        </Button>
      ) : null}
    </More>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px) scale(0.98); } to { opacity: 1; transform: none; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
  display: flex;
  align-items: stretch;
  justify-content: center;

  ${media.desktop} {
    align-items: center;
    padding: 32px;
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => alpha(theme.colors.backdrop, 78)};
  backdrop-filter: blur(3px);
  animation: ${fadeIn} 180ms ease-out;
`;

const Dialog = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 100%;
  background: ${({ theme }) => theme.colors.background};
  outline: none;
  animation: ${rise} 220ms cubic-bezier(0.2, 0.8, 0.2, 1);

  ${media.desktop} {
    max-width: 1180px;
    max-height: min(880px, calc(100vh - 64px));
    border-radius: 20px;
    border: 1px solid ${({ theme }) => alpha(theme.colors.accent, 30)};
    box-shadow: 0 30px 80px ${({ theme }) => alpha(theme.colors.shadow, 60)};
    overflow: hidden;
  }
`;

const Top = styled.div`
  flex: 0 0 auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 12px 8px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tabs = styled.nav`
  flex: 0 0 auto;
  display: flex;
  gap: 6px;
  padding: 8px 12px;
  overflow-x: auto;
  scrollbar-width: none;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    flex: 0 0 auto;
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border-radius: 999px;
    font-size: 0.9rem;
    font-weight: 700;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.textMuted};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Heading = styled.div`
  flex: 0 0 auto;
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 16px 16px 8px;

  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 2px 0 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.desktop} {
    padding: 20px 24px 8px;
  }
`;

const CompanyArt = styled(GameArt)`
  flex: 0 0 auto;
  width: 80px;
  border-radius: 10px;
`;

const Off = styled(MaintenanceBadge)`
  margin-left: auto;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 8px 16px calc(24px + env(safe-area-inset-bottom));

  ${media.desktop} {
    padding: 8px 24px 28px;
  }
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  margin-top: 20px;

  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    min-width: 200px;
  }
  button[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;
