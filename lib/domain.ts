import { filterForHost } from './contract/domain';

export { domainEntries, filterForHost, isForHost, normalizeHost } from './contract/domain';

/** Backend answers that carry every domain's items, and the field that holds them. */
const PER_SITE: Readonly<Record<string, string>> = { 'get-user-notices': 'notices', 'get-notice-popup': 'note' };

/** A backend answer as one site may see it: for the two operations above, only the items for `host`. */
export function forSite<T>(op: string, answer: T, host: string | undefined): T {
  const field = PER_SITE[op];
  const items = field ? (answer as Record<string, unknown>)[field] : undefined;
  return Array.isArray(items) ? { ...answer, [field]: filterForHost(items as { domain?: unknown }[], host) } : answer;
}
