import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { escapeMarkup } from './html';

export const artKinds = ['casino', 'slot', 'sport', 'game'] as const;
export type ArtKind = (typeof artKinds)[number];
export const artKey = /^[A-Za-z0-9_.-]{1,130}$/;

// Thumbnails are raster, as game providers' are: a phone builds each SVG <img> as a document of its own on its main
// thread, a WebP decodes off it (docs/decisions.md). The SVG stays at the same address with .svg.
export const artUrl = (publicUrl: string, kind: ArtKind, key: string) =>
  `${publicUrl}/art/${kind}/${encodeURIComponent(key)}.webp`;

const sizes: Record<ArtKind, [number, number]> = {
  casino: [320, 200],
  slot: [320, 200],
  sport: [320, 200],
  game: [300, 300],
};

function random(key: string) {
  let seed = 2166136261;
  for (const char of key) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const star = (cx: number, cy: number, outer: number, inner: number, points: number, turn: number) =>
  Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = turn + (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

// Pictures only: a label in the picture would be in one language and unreadable on a thumbnail.
function emblem(kind: ArtKind, cx: number, cy: number, r: number, hue: number, next: () => number) {
  const ink = `hsl(${hue} 60% 14%)`;
  switch (kind) {
    case 'casino':
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="url(#gold)" stroke-width="${r * 0.16}" stroke-dasharray="${(r * 0.3).toFixed(1)} ${(r * 0.186).toFixed(1)}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.36}" fill="url(#gold)"/><circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="${ink}"/>`;
    case 'slot':
      return [-1, 0, 1]
        .map((i) => {
          const x = cx + i * r * 0.42;
          return `<rect x="${(x - r * 0.18).toFixed(1)}" y="${(cy - r * 0.42).toFixed(1)}" width="${(r * 0.36).toFixed(1)}" height="${(r * 0.84).toFixed(1)}" rx="${(r * 0.06).toFixed(1)}" fill="url(#gold)"/>
<circle cx="${x.toFixed(1)}" cy="${cy}" r="${(r * 0.11).toFixed(1)}" fill="${ink}"/>`;
        })
        .join('');
    case 'sport':
      return `<circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="url(#gold)"/>
<polygon points="${star(cx, cy, r * 0.24, r * 0.24, 5, 0)}" fill="${ink}"/>`;
    case 'game':
      return `<polygon points="${star(cx, cy, r * 0.68, r * 0.3, 5 + Math.floor(next() * 4), next() * Math.PI)}" fill="url(#gold)"/>`;
  }
}

export function renderArt(kind: ArtKind, key: string) {
  const next = random(`${kind}:${key}`);
  const [width, height] = sizes[kind];
  const hue = Math.floor(next() * 360);
  const accent = (hue + 40 + Math.floor(next() * 80)) % 360;
  const shapes = Array.from({ length: 7 }, () => {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const r = Math.round(12 + next() * height * 0.3);
    const opacity = (0.08 + next() * 0.18).toFixed(2);
    return next() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${accent} 90% 70%)" opacity="${opacity}"/>`
      : `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" rx="6" transform="rotate(45 ${x} ${y})" fill="none" stroke="hsl(${accent} 90% 75%)" stroke-width="3" opacity="${opacity}"/>`;
  }).join('');
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.round(height * 0.26);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeMarkup(key)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 22%)"/><stop offset="1" stop-color="hsl(${accent} 70% 12%)"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="hsl(${accent} 95% 65%)" stop-opacity="0.55"/><stop offset="1" stop-color="hsl(${accent} 95% 65%)" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="1" stop-color="#e0a92e"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${shapes}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${hue} 60% 14%)" stroke="url(#gold)" stroke-width="4"/>
${emblem(kind, cx, cy, r, hue, next)}
</svg>`;
}

// About 4 kB each; rendering one takes 15-30 ms, so the lobby's and a catalogue page's are kept.
const thumbnails = new LRUCache<string, Buffer>({
  max: 4_000,
  fetchMethod: (id) => {
    const [kind, key] = id.split('/') as [ArtKind, string];
    return sharp(Buffer.from(renderArt(kind, key)))
      .webp({ quality: 80 })
      .toBuffer();
  },
});

/** The art as a WebP of the drawing's own size. */
export async function renderThumbnail(kind: ArtKind, key: string): Promise<Buffer> {
  const bytes = await thumbnails.fetch(`${kind}/${key}`);
  if (!bytes) throw new Error(`no thumbnail for ${kind}/${key}`);
  return bytes;
}
