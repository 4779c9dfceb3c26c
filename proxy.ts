import { NextResponse, type NextRequest } from 'next/server';

/**
 * The installable app's manifest and icons, per host, under the names browsers expect (pages/api/manifest.ts,
 * pages/api/icons). A proxy rather than next.config rewrites: rewrites put their matcher into every page's client router.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = url.pathname === '/manifest.webmanifest' ? '/api/manifest' : `/api${url.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = { matcher: ['/manifest.webmanifest', '/icons/:file'] };
