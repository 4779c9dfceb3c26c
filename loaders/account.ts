import { loadLastLogin } from '@/loaders/security';
import { prefetchOffered, type PageContext } from '@/loaders/pageProps';
import { userApi } from '@/store/userApi';

/** My page's data: the last login, and the member's record where the backend offers get-member. */
export const loadAccount = (page: PageContext) =>
  Promise.all([
    loadLastLogin(page),
    prefetchOffered(page, 'member-info', userApi.endpoints.memberRecord, undefined, { optional: true }),
  ]);
