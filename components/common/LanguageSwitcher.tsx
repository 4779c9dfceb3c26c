import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { LOCALE_NAMES, LOCALE_TAGS, switcherLocales, toLocale } from '@/lib/i18n';
import { localizedPath } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { selectSite } from '@/store/pageSlice';

/** Plain links to the same path in each language: works before hydration and without JavaScript. */
export function LanguageSwitcher({ onChoose }: { onChoose?: () => void }) {
  const { t } = useT();
  const router = useRouter();
  const current = toLocale(router.locale);
  const offered = useAppSelector(selectSite).languages;

  return (
    <Nav aria-label={t('language.label')}>
      <List>
        {switcherLocales(current, offered).map((locale) => (
          <li key={locale}>
            <LocaleLink
              href={localizedPath(router.asPath, locale)}
              locale={false}
              hrefLang={LOCALE_TAGS[locale]}
              lang={LOCALE_TAGS[locale]}
              aria-current={locale === current ? 'true' : undefined}
              $active={locale === current}
              onClick={onChoose}
            >
              {LOCALE_NAMES[locale]}
            </LocaleLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LocaleLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  text-decoration: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.accentText : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  transition:
    background-color 150ms ease,
    color 150ms ease;

  &:hover {
    color: ${({ theme, $active }) => ($active ? theme.colors.accentText : theme.colors.text)};
  }
`;
