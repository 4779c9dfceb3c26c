import Link, { type LinkProps } from 'next/link';
import { useT } from '@/components/common/translation';
import { Switch } from '@/components/common/Button';
import { Top } from './parts';

export interface CategoryLink {
  key: string;
  href: LinkProps['href'];
  label: string;
  current: boolean;
}

/** The games page's heading, intro and category switch, in both the catalogue and the per-provider screens. */
export function GamesHeading({
  title,
  links,
  className,
}: {
  title: string;
  links: readonly CategoryLink[];
  className?: string;
}) {
  const { t } = useT();
  return (
    <Top className={className}>
      <div>
        <h1>{title}</h1>
        <p>{t('games.pageIntro')}</p>
      </div>
      <Switch aria-label={t('games.categories')}>
        {links.map((link) => (
          <Link key={link.key} href={link.href} aria-current={link.current ? 'page' : undefined}>
            {link.label}
          </Link>
        ))}
      </Switch>
    </Top>
  );
}
