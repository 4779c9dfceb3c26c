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
