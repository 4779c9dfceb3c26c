import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { LoginForm } from '@/components/auth/LoginForm';
import { GuardedLink } from '@/components/common/GuardedLink';
import { LanguageSwitcher } from '@/components/common/LanguageSwitcher';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { localizedPath, paths } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedOut } from '@/store/sessionSlice';
import { selectCurrentMember } from '@/store/userApi';
import { media } from '@/styles/theme';
import { UserSummary } from './UserSummary';

export const MENU = [
  { key: 'deposit', href: paths.deposit },
  { key: 'withdraw', href: paths.withdraw },
  { key: 'comp', href: paths.comp },
  { key: 'user', href: paths.user },
  { key: 'help', href: paths.help },
  { key: 'notice', href: paths.notice },
  { key: 'note', href: paths.note },
] as const;

export function Header() {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const loggedOut = useAppSelector(selectLoggedOut);
  const member = useAppSelector(selectCurrentMember);
  const [panel, setPanel] = useState<'menu' | 'info' | null>(null);
  const toggle = (which: 'menu' | 'info') => setPanel((open) => (open === which ? null : which));

  const account = accountArea(loggedOut, member, 'strip');

  return (
    <Bar>
      <Inner>
        <MobileButton type="button" aria-expanded={panel === 'menu'} aria-controls="mobile-menu" onClick={() => toggle('menu')}>
          <span aria-hidden="true">☰</span>
          <VisuallyHidden>{t('menu.open')}</VisuallyHidden>
        </MobileButton>
        {/* A plain link: the logo reloads the lobby, as players expect. */}
        <Logo href={localizedPath(paths.home, locale)}>{t('app.name')}</Logo>
        <Menu aria-label={t('nav.main')}>
          {MENU.map((item) => (
            <GuardedLink key={item.key} href={item.href}>
              {t(`nav.${item.key}`)}
            </GuardedLink>
          ))}
        </Menu>
        <Account>{account}</Account>
        <Languages>
          <LanguageSwitcher />
        </Languages>
        <MobileButton type="button" aria-expanded={panel === 'info'} aria-controls="mobile-info" onClick={() => toggle('info')}>
          <span aria-hidden="true">👤</span>
          <VisuallyHidden>{t('menu.info')}</VisuallyHidden>
        </MobileButton>
      </Inner>
      {panel === 'menu' ? (
        <Drawer id="mobile-menu">
          <DrawerMenu aria-label={t('nav.main')}>
            {MENU.map((item) => (
              <GuardedLink key={item.key} href={item.href} onClick={() => setPanel(null)}>
                {t(`nav.${item.key}`)}
              </GuardedLink>
            ))}
          </DrawerMenu>
          <LanguageSwitcher />
        </Drawer>
      ) : null}
      {panel === 'info' ? (
        <Drawer id="mobile-info">
          {accountArea(loggedOut, member, 'panel')}
        </Drawer>
      ) : null}
    </Bar>
  );
}

/** Members see their summary (or a notice when the backend is unreachable); visitors see the login form. */
function accountArea(loggedOut: boolean | null, member: ReturnType<typeof selectCurrentMember>, layout: 'strip' | 'panel') {
  if (loggedOut === false) return member ? <UserSummary member={member} layout={layout} /> : <UnavailableNotice />;
  return <LoginForm layout={layout === 'strip' ? 'inline' : 'panel'} />;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  max-width: ${({ theme }) => theme.layout.headerMaxWidth}px;
  min-height: 60px;
  margin: 0 auto;
  padding: 8px 16px;
`;

const Logo = styled.a`
  flex: 0 0 auto;
  font-size: 1.25rem;
  font-weight: 800;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.accent};

  ${media.mobile} {
    flex: 1 1 auto;
    text-align: center;
  }
`;

const Menu = styled.nav`
  display: none;
  gap: 4px;

  a {
    padding: 8px 10px;
    border-radius: 8px;
    text-decoration: none;
    white-space: nowrap;
    font-weight: 600;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }

  ${media.desktop} {
    display: flex;
  }
`;

const Account = styled.div`
  display: none;
  margin-left: auto;

  ${media.desktop} {
    display: block;
  }
`;

const Languages = styled.div`
  display: none;

  ${media.desktop} {
    display: block;
  }
`;

const MobileButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.2rem;
  cursor: pointer;

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

const Drawer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${media.desktop} {
    display: none;
  }
`;

const DrawerMenu = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;

  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 12px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    text-decoration: none;
    font-weight: 600;
  }
`;
