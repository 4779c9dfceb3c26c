import { paths } from '@/lib/paths';

/** The slot modal lives in the lobby's URL, so a player can share or reload it. */
export const companyHref = (code: string) => ({ pathname: paths.home, query: { company: code } });
