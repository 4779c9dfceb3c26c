// @ts-check
/**
 * The response headers of OWASP ASVS 5.0 V3 for every response of the portal: one policy, built here, used by
 * next.config.js (every route, static files and API included), the portal's server and each page's props
 * (lib/pageHeaders). Plain CommonJS, because next.config.js is loaded by Node without a compiler.
 */

/**
 * @typedef {object} PolicyOptions
 * @property {string} [frameAncestors] `'none'` (the default) or the operator's allowlist of origins that may frame the portal.
 * @property {boolean} [https] Served to browsers over HTTPS (lib/visitor's `servedOverHttps`).
 * @property {boolean} [development] `next dev` evaluates code for fast refresh and talks to its websocket; production never does.
 * @property {string} [frameSrc] `'none'` (the default) or the game origins the play page may frame (GAME_FRAME_ORIGINS).
 */

const DEFAULT_FRAME_ANCESTORS = "'none'";

const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;
const GAME_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * FRAME_ANCESTORS as the CSP directive wants it: `'none'`, `'self'`, or origins separated by spaces or commas.
 * @param {string | undefined} value
 * @returns {string}
 */
function parseFrameAncestors(value) {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return DEFAULT_FRAME_ANCESTORS;
  for (const entry of entries) {
    const keyword = entry === "'self'" || entry === "'none'";
    if (!keyword && !ORIGIN.test(entry))
      throw new Error(`"${entry}" is not an origin like https://partner.example or 'self'`);
    if (entry === "'none'" && entries.length > 1) throw new Error(`'none' cannot be combined with other sources`);
  }
  return entries.join(' ');
}

/**
 * GAME_FRAME_ORIGINS as the CSP's frame-src: `'none'`, or the origins of the operator's games (no wildcard, no path).
 * @param {string | undefined} value
 * @returns {string}
 */
function parseFrameOrigins(value) {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === "'none'")) return DEFAULT_FRAME_ANCESTORS;
  for (const entry of entries) {
    if (!GAME_ORIGIN.test(entry)) throw new Error(`"${entry}" is not an origin like https://games.example`);
  }
  return entries.join(' ');
}

/**
 * The webpack build writes no inline executable script, so one policy without a nonce fits every page, cached or not.
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
function contentSecurityPolicy({
  frameAncestors = DEFAULT_FRAME_ANCESTORS,
  frameSrc = DEFAULT_FRAME_ANCESTORS,
  https = false,
  development = false,
} = {}) {
  const scripts = ["'self'", development ? "'unsafe-eval' 'unsafe-inline'" : ''].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // styled-components and sweetalert2 write <style> at run time; operator HTML loses every style attribute.
    "style-src 'self' 'unsafe-inline'",
    // Game artwork and notice images come from the operator's hosts, which the portal cannot list.
    'img-src * data: blob:',
    "font-src 'self'",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    `frame-src ${frameSrc}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * @param {PolicyOptions} [options]
 * @returns {Record<string, string>}
 */
function securityHeaders(options = {}) {
  const frameAncestors = options.frameAncestors ?? DEFAULT_FRAME_ANCESTORS;
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without frame-ancestors; an allowlist cannot be said in X-Frame-Options.
    ...(frameAncestors === DEFAULT_FRAME_ANCESTORS ? { 'X-Frame-Options': 'DENY' } : {}),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // Game windows opened by the portal keep working; other sites lose their handle on the portal's window.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

module.exports = {
  DEFAULT_FRAME_ANCESTORS,
  HSTS,
  contentSecurityPolicy,
  parseFrameAncestors,
  parseFrameOrigins,
  securityHeaders,
};
