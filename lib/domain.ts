/** Operators tag notices and pop-ups with the domains they are for. */

/** `https://www.Casino.example:8080/path` → `casino.example` */
export function normalizeHost(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

/** The legacy field separates domains with commas, pipes or spaces, in any mix. */
export function domainEntries(domain: unknown): string[] {
  if (typeof domain !== 'string') return [];
  return domain
    .split(/[\s,|]+/)
    .map(normalizeHost)
    .filter(Boolean);
}

export function isForHost(domain: unknown, host: string | undefined): boolean {
  const entries = domainEntries(domain);
  if (entries.length === 0) return true;
  if (!host) return false;
  return entries.includes(normalizeHost(host));
}

export function filterForHost<T extends { domain?: unknown }>(items: readonly T[], host: string | undefined): T[] {
  return items.filter((item) => isForHost(item.domain, host));
}

/** Backend answers that carry every domain's items, and the field that holds them. */
const PER_SITE: Readonly<Record<string, string>> = { 'get-user-notices': 'notices', 'get-notice-popup': 'note' };

/** A backend answer as one site may see it: for the two operations above, only the items for `host`. */
export function forSite<T>(op: string, answer: T, host: string | undefined): T {
  const field = PER_SITE[op];
  const items = field ? (answer as Record<string, unknown>)[field] : undefined;
  return Array.isArray(items) ? { ...answer, [field]: filterForHost(items as { domain?: unknown }[], host) } : answer;
}
