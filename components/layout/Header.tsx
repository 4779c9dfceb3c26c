import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/components/common/Button';
import { GuardedLink } from '@/components/common/GuardedLink';
import { HydrateLater } from '@/components/common/HydrateLater';
import { LanguageSwitcher } from '@/components/common/LanguageSwitcher';
import { toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentMember, selectHoldings } from '@/store/member';
import { selectHasFeature } from '@/store/pageSlice';
import { selectRestriction } from '@/store/sessionSummary';
import { alpha, media, theme } from '@/styles/theme';
import { AccountArea } from './AccountArea';
import { Logo } from '@/components/common/Logo';
import { menuFor } from '@/components/common/menu';
import { useSiteFormat } from '@/store/market';
import { UnreadBadge } from './UnreadBadge';

const Drawer = dynamic(() => import('./Drawer').then((m) => m.Drawer), { ssr: false });
const DrawerGameNav = dynamic(() => import('@/components/common/games/GameNav').then((m) => m.GameNav), { ssr: false });
const SessionFigures = dynamic(() =>
  import('@/components/common/session/SessionFigures').then((m) => m.SessionFigures),
);

type Panel = 'menu' | 'info' | null;

export function Header() {
  const { t } = useT();
  const fmt = useSiteFormat();
  const { pathname } = useRouter();
  const holdings = useAppSelector(selectHoldings);
  const member = useAppSelector(selectCurrentMember);
  // Below the desktop width the strip with the counts is hidden: the menu button and the drawer's entries carry them.
  const unreadOf: Record<string, number> = { note: toAmount(member?.noteCount), help: toAmount(member?.helpCount) };
  const unread = unreadOf.note + unreadOf.help;
  const protection = useAppSelector((state) => selectHasFeature(state, 'player-protection'));
  const restricted = useAppSelector(selectRestriction) !== null;
  const bets = useAppSelector((state) => selectHasFeature(state, 'bet-history'));
  const menu = menuFor(restricted, bets);
  const [panel, setPanel] = useState<Panel>(null);
  const close = useCallback(() => setPanel(null), []);

  useEffect(() => {
    if (!panel || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(`(min-width: ${theme.breakpoints.desktop}px)`);
    const onChange = () => desktop.matches && setPanel(null);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [panel]);

  return (
    <Bar>
      <Skip href="#main">{t('layout.skip')}</Skip>
      <Primary>
        <PrimaryInner>
          <MenuButton
            $phoneOnly
            type="button"
            aria-haspopup="dialog"
            aria-expanded={panel === 'menu'}
            aria-controls="menu-drawer"
            onClick={() => setPanel('menu')}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">
              {unread > 0 ? t('menu.openUnread', { count: unread }) : t('menu.open')}
            </span>
            <UnreadBadge count={unread} />
          </MenuButton>
          {/* A member's holdings take the phone bar's room: the mark alone stands for the brand there. */}
          <Logo markOnlyOnPhone={holdings !== undefined} />
          {/* The desktop's links and account strip: hidden on a phone, hydrated after the page. */}
          <HydrateLater>
            <Menu aria-label={t('nav.main')}>
              {menu.map((item) => (
                <GuardedLink key={item.key} href={item.href} aria-current={pathname === item.href ? 'page' : undefined}>
                  {t(item.label)}
                </GuardedLink>
              ))}
            </Menu>
          </HydrateLater>
          {holdings === undefined ? null : (
            <PhoneHoldings data-testid="phone-holdings">
              <span>{t('user.holdings')}</span>
              <strong className="tabular">{fmt.money(holdings)}</strong>
            </PhoneHoldings>
          )}
          <IconButton
            $phoneOnly
            type="button"
            aria-haspopup="dialog"
            aria-expanded={panel === 'info'}
            aria-controls="info-drawer"
            onClick={() => setPanel('info')}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <circle cx="12" cy="8.5" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className="visually-hidden">{t('menu.info')}</span>
          </IconButton>
        </PrimaryInner>
        {holdings !== undefined && protection ? <SessionFigures layout="bar" /> : null}
      </Primary>
      <Secondary aria-label={t('layout.account')}>
        <HydrateLater>
          <SecondaryInner>
            {/* On the login page its own form comes first: a second one in the header only stood between. */}
            {pathname === paths.login ? null : <AccountArea layout="strip" />}
            <Languages>
              <LanguageSwitcher />
            </Languages>
          </SecondaryInner>
        </HydrateLater>
      </Secondary>
      {panel === 'menu' ? (
        <Drawer id="menu-drawer" side="left" title={t('layout.menuDrawer')} onClose={close}>
          {/* Any choice closes the drawer, so a guarded link's dialog shows on the page. */}
          <DrawerMenu aria-label={t('nav.main')} onClick={(event) => (event.target as Element).closest('a') && close()}>
            {menu.map((item) => {
              const count = unreadOf[item.key] ?? 0;
              return (
                <GuardedLink
                  key={item.key}
                  href={item.href}
                  aria-current={pathname === item.href ? 'page' : undefined}
                  aria-label={count > 0 ? t('menu.withUnread', { label: t(item.label), count }) : undefined}
                >
                  {t(item.label)}
                  <UnreadBadge count={count} />
                </GuardedLink>
              );
            })}
          </DrawerMenu>
          {restricted ? null : <DrawerGameNav onChoose={close} eager={0} />}
          <LanguageSwitcher onChoose={close} />
        </Drawer>
      ) : null}
      {panel === 'info' ? (
        <Drawer id="info-drawer" side="right" title={t('layout.infoDrawer')} onClose={close}>
          <AccountArea layout="panel" />
        </Drawer>
      ) : null}
    </Bar>
  );
}

const MenuButton = styled(IconButton)`
  position: relative;
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${({ theme }) => alpha(theme.colors.headerBar, 96)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 6px 24px ${({ theme }) => alpha(theme.colors.shadow, 35)};

  @supports (backdrop-filter: blur(8px)) {
    background: ${({ theme }) => alpha(theme.colors.headerBar, 86)};
    backdrop-filter: blur(8px);
  }

  ${media.desktop} {
    position: relative;
    background: ${({ theme }) => theme.colors.surface};
    backdrop-filter: none;
  }
`;

const Skip = styled.a`
  position: absolute;
  left: 12px;
  top: -100px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: 8px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accentText};
  background: ${({ theme }) => theme.colors.accent};

  &:focus {
    top: 8px;
  }
`;

const Primary = styled.div`
  background: linear-gradient(180deg, ${({ theme }) => alpha(theme.colors.accent, 6)}, transparent 70%);
`;

const PrimaryInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  max-width: ${({ theme }) => theme.layout.headerMaxWidth}px;
  min-height: 60px;
  margin: 0 auto;
  padding: 8px 12px;

  ${media.desktop} {
    justify-content: flex-start;
    /* 12px at 1240 to 32px at 1400, as the links' padding below: Vietnamese's eight links and the name fit at 1240. */
    gap: clamp(12px, 12.5vw - 143px, 32px);
    min-height: 72px;
    padding: 8px 24px;
  }
`;

const Menu = styled.nav`
  display: none;
  flex: 1 1 auto;
  justify-content: flex-end;
  gap: 4px;
  /* Narrower at the desktop layout's first widths, where eight links and the site's name share one row. */
  --link-pad: clamp(8px, 3.75vw - 38.5px, 14px);

  a {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 var(--link-pad);
    border-radius: 10px;
    text-decoration: none;
    white-space: nowrap;
    font-weight: 700;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.text};
    transition:
      color 150ms ease,
      background-color 150ms ease;
  }
  a::after {
    content: '';
    position: absolute;
    left: var(--link-pad);
    right: var(--link-pad);
    bottom: 6px;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
    transform: scaleX(0);
    transition: transform 180ms ease;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }
  a:hover::after,
  a[aria-current='page']::after {
    transform: scaleX(1);
  }

  ${media.desktop} {
    display: flex;
  }
`;

const PhoneHoldings = styled.p`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  flex: 0 0 auto;
  margin: 0 0 0 auto;
  line-height: 1.2;

  span {
    font-size: 0.72rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: 0.95rem;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.accent};
  }

  ${media.desktop} {
    display: none;
  }
`;

const Secondary = styled.section`
  display: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};

  ${media.desktop} {
    display: block;
  }
`;

const SecondaryInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  max-width: ${({ theme }) => theme.layout.headerMaxWidth}px;
  min-height: 56px;
  margin: 0 auto;
  padding: 6px 24px;
`;

const Languages = styled.div`
  flex: 0 0 auto;
`;

const DrawerMenu = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;

  a {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 48px;
    padding: 0 14px;
    border-radius: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    text-decoration: none;
    font-weight: 700;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;
