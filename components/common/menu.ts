import { paths } from '@/lib/paths';

/** The member menu, in the order of the legacy header. */
export const MENU = [
  { key: 'deposit', href: paths.deposit },
  { key: 'withdraw', href: paths.withdraw },
  { key: 'comp', href: paths.comp },
  { key: 'user', href: paths.user },
  { key: 'help', href: paths.help },
  { key: 'notice', href: paths.notice },
  { key: 'note', href: paths.note },
] as const;

export interface MenuItem {
  key: string;
  href: string;
  /** The translation key of its name. */
  label: string;
}

const FULL_MENU: readonly MenuItem[] = MENU.map((item) => ({ ...item, label: `nav.${item.key}` }));

const BETS: MenuItem = { key: 'bets', href: paths.bets, label: 'nav.bets' };
/** My bets beside the wallet entries, for a backend that offers bet history. */
const FULL_WITH_BETS = FULL_MENU.flatMap((item) => (item.href === paths.comp ? [item, BETS] : [item]));

/** The responsible-gaming page first, and deposits as their history only: the menu of a member on a break or self-excluded. */
const RESTRICTED_MENU: readonly MenuItem[] = [
  { key: 'protection', href: paths.protection, label: 'restricted.nav' },
  ...FULL_MENU.map((item) => (item.href === paths.deposit ? { ...item, label: 'restricted.depositHistory' } : item)),
];

// The restricted menu is a link longer already: with My bets it no longer fits a 1240 px header in Vietnamese.
export const menuFor = (restricted: boolean, bets = false) =>
  restricted ? RESTRICTED_MENU : bets ? FULL_WITH_BETS : FULL_MENU;
