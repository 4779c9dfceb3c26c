/** Operators tag notices, pop-ups and help answers with the domains they are for: the backend and the portal read the tag alike. */

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
