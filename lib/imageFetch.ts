import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';

/** An image the portal may rasterise: its bytes and media type. */
export interface FetchedImage {
  bytes: Buffer;
  type: string;
}

export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/avif': '.avif',
  'image/svg+xml': '.svg',
};
const EXTENSIONS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(IMAGE_TYPES).map(([type, ext]) => [ext, type])),
  '.jpeg': 'image/jpeg',
};
export const MAX_IMAGE_BYTES = 512 * 1024;
export const IMAGE_TIMEOUT_MS = 3_000;

/** Addresses no logo fetch may reach: this machine, private and shared networks, link-local (cloud metadata), and the rest of RFC 6890. */
const internal4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal4.addSubnet(network, prefix, 'ipv4');
}
// IPv4-mapped, NAT64 and 6to4 addresses could lead back into the IPv4 ranges above. A list of its own: BlockList
// matches IPv4 addresses against IPv6 rules as mapped ones, so ::ffff:0:0/96 would block every IPv4 address.
const internal6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal6.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !internal4.check(address, 'ipv4');
  return family === 6 && !internal6.check(address, 'ipv6');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that refuses a name with any internal address: checked at connect time, so a rebinding name cannot slip through. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to an internal address`), { code: 'EACCES' }), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

const mediaType = (value: string | undefined) => value?.split(';')[0].trim().toLowerCase() ?? '';

export interface FetchImageOptions {
  /** Origins the operator configured (its backend's): reached even on an internal address. */
  trustedOrigins?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * GETs an image over http(s): no redirects, no cookies, an image type, at most `maxBytes`, within `timeoutMs`.
 * Anything else is null. Only public addresses are reached, apart from `trustedOrigins`.
 */
export function fetchImage(
  address: string,
  { trustedOrigins = [], timeoutMs = IMAGE_TIMEOUT_MS, maxBytes = MAX_IMAGE_BYTES }: FetchImageOptions = {},
): Promise<FetchedImage | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return Promise.resolve(null);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve(null);
  const trusted = trustedOrigins.includes(url.origin);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!trusted && isIP(literal) && !isPublicAddress(literal)) return Promise.resolve(null);

  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        signal,
        agent: false,
        headers: { accept: Object.keys(IMAGE_TYPES).join(', ') },
        ...(trusted ? {} : { lookup: publicLookup }),
      },
      (response: IncomingMessage) => {
        const type = mediaType(response.headers['content-type']);
        const declared = Number(response.headers['content-length'] ?? 0);
        if (response.statusCode !== 200 || !(type in IMAGE_TYPES) || declared > maxBytes) {
          response.destroy();
          return resolve(null);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            resolve(null);
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve(size <= maxBytes ? { bytes: Buffer.concat(chunks), type } : null));
        response.on('error', () => resolve(null));
      },
    );
    request.on('error', () => resolve(null));
  });
}

/** An image file of the portal's own public/ folder, for a logo given as a site path (`/brand/logo.png`). */
export async function readSiteImage(
  sitePath: string,
  { root = path.resolve('./public'), maxBytes = MAX_IMAGE_BYTES } = {},
): Promise<FetchedImage | null> {
  try {
    const { pathname } = new URL(sitePath, 'http://portal.invalid');
    const file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
    const type = EXTENSIONS[path.extname(file).toLowerCase()];
    if (!type || !file.startsWith(`${root}${path.sep}`)) return null;
    const info = await stat(file);
    if (!info.isFile() || info.size > maxBytes) return null;
    return { bytes: await readFile(file), type };
  } catch {
    return null;
  }
}
