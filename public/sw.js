// The portal's service worker: when the network fails, a page navigation gets the offline page in its language.
// It stores the offline page (as a visitor without a session gets it) and its icon, and nothing else: no other page,
// no /api/ answer, nothing fetched with the member's cookies (docs/decisions.md, "Installable app").
const CACHE = 'offline-v1';
const LANGUAGES = ['en', 'jp', 'vn', 'cn', 'th'];
const ICON = '/icons/icon-192.png';
const REFRESH_MS = 24 * 60 * 60 * 1000;

const languageOf = (pathname) => LANGUAGES.find((lang) => pathname === `/${lang}` || pathname.startsWith(`/${lang}/`)) || 'ko';
const offlinePath = (lang) => (lang === 'ko' ? '/offline' : `/${lang}/offline`);

// Without cookies, and only a direct 200: a language the host does not serve redirects and is not kept.
async function store(cache, path) {
  try {
    const response = await fetch(path, { credentials: 'omit', cache: 'no-store', redirect: 'error' });
    if (response.ok) await cache.put(path, response);
  } catch {
    // Offline or refused: what is kept stays.
  }
}

async function keepOffline(lang, force) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(offlinePath(lang));
  const age = kept ? Date.now() - Date.parse(kept.headers.get('date') || '') : Infinity;
  if (force || !(age < REFRESH_MS)) await Promise.all([store(cache, offlinePath(lang)), store(cache, ICON)]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const langs = new Set(windows.map((client) => languageOf(new URL(client.url).pathname)));
      await Promise.all([...(langs.size ? langs : ['ko'])].map((lang) => keepOffline(lang, true)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

async function offlinePage(pathname) {
  const cache = await caches.open(CACHE);
  for (const lang of [languageOf(pathname), 'ko', ...LANGUAGES]) {
    const page = await cache.match(offlinePath(lang));
    if (page) return page;
  }
  return Response.error();
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === ICON) {
    event.respondWith(fetch(request).catch(async () => (await caches.match(ICON)) || Response.error()));
    return;
  }
  if (request.mode !== 'navigate') return;
  event.respondWith(
    (async () => {
      try {
        const response = (await event.preloadResponse) || (await fetch(request));
        if (!url.pathname.startsWith('/api/')) event.waitUntil(keepOffline(languageOf(url.pathname), false));
        return response;
      } catch (error) {
        if (url.pathname.startsWith('/api/')) throw error;
        return offlinePage(url.pathname);
      }
    })(),
  );
});
