import { loadLastLogin } from '@/components/security/securityPage';
import { prefetchOffered, type PageContext } from '@/store/pageProps';
import { userApi } from '@/store/userApi';

/** My page's data: the last login, and the member's record where the backend offers get-member. */
export const loadAccount = (page: PageContext) =>
  Promise.all([loadLastLogin(page), prefetchOffered(page, 'member-info', userApi.endpoints.memberRecord, undefined, { optional: true })]);
