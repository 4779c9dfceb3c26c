import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { GuardedLink } from '@/components/common/GuardedLink';
import { LanguageSwitcher } from '@/components/common/LanguageSwitcher';
import { media, theme } from '@/styles/theme';
import { clientOnly } from '@/components/common/Island';
import { AccountArea } from './AccountArea';
import { Logo } from './Logo';

// The phone drawers: their code (with the focus trap and the game lists) arrives when one is opened.
const Drawer = clientOnly(() => import('./Drawer').then((m) => m.Drawer));
const DrawerGameNav = clientOnly(() => import('@/components/games/GameNav').then((m) => m.GameNav));
import { MENU } from './menu';

type Panel = 'menu' | 'info' | null;

/**
 * Desktop (from 1240 px): logo and menu, then the member strip or the login form, and the languages.
 * Phone and tablet: a menu button (menu and game lists in a drawer), the logo, an info button (account drawer).
 */
export function Header() {
  const { t } = useT();
  const { pathname } = useRouter();
  const [panel, setPanel] = useState<Panel>(null);
  const close = useCallback(() => setPanel(null), []);

  // A drawer has no place on a desktop-wide window.
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
          <IconButton type="button" aria-haspopup="dialog" aria-expanded={panel === 'menu'} aria-controls="menu-drawer" onClick={() => setPanel('menu')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <VisuallyHidden>{t('menu.open')}</VisuallyHidden>
          </IconButton>
          <Logo />
          <Menu aria-label={t('nav.main')}>
            {MENU.map((item) => (
              <GuardedLink key={item.key} href={item.href} aria-current={pathname === item.href ? 'page' : undefined}>
                {t(`nav.${item.key}`)}
              </GuardedLink>
            ))}
          </Menu>
          <IconButton type="button" aria-haspopup="dialog" aria-expanded={panel === 'info'} aria-controls="info-drawer" onClick={() => setPanel('info')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <circle cx="12" cy="8.5" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <VisuallyHidden>{t('menu.info')}</VisuallyHidden>
          </IconButton>
        </PrimaryInner>
      </Primary>
      <Secondary aria-label={t('layout.account')}>
        <SecondaryInner>
          <AccountArea layout="strip" />
          <LanguageSwitcher />
        </SecondaryInner>
      </Secondary>
      {panel === 'menu' ? (
        <Drawer id="menu-drawer" side="left" title={t('layout.menuDrawer')} onClose={close}>
          {/* Any choice in the drawer closes it (a guarded link's dialog then shows on the page). */}
          <DrawerMenu aria-label={t('nav.main')} onClick={(event) => (event.target as Element).closest('a') && close()}>
            {MENU.map((item) => (
              <GuardedLink key={item.key} href={item.href} aria-current={pathname === item.href ? 'page' : undefined}>
                {t(`nav.${item.key}`)}
              </GuardedLink>
            ))}
          </DrawerMenu>
          <DrawerGameNav onChoose={close} eager={0} />
          <LanguageSwitcher />
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

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  background: rgba(13, 19, 37, 0.96);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35);

  @supports (backdrop-filter: blur(8px)) {
    background: rgba(13, 19, 37, 0.86);
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
  background: linear-gradient(180deg, rgba(242, 193, 78, 0.06), transparent 70%);
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
    gap: 32px;
    min-height: 72px;
    padding: 8px 24px;
  }
`;

const Menu = styled.nav`
  display: none;
  flex: 1 1 auto;
  justify-content: flex-end;
  gap: 4px;

  a {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 14px;
    border-radius: 10px;
    text-decoration: none;
    white-space: nowrap;
    font-weight: 700;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.text};
    transition: color 150ms ease, background-color 150ms ease;
  }
  a::after {
    content: '';
    position: absolute;
    left: 14px;
    right: 14px;
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

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }

  ${media.desktop} {
    display: none;
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const DrawerMenu = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;

  a {
    display: flex;
    align-items: center;
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
