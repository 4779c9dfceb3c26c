// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandMarkSvg, drawAppIcon, faviconSvg, mixColour } from './appIcon';
import { APP_ICONS } from './appManifest';
import { DEFAULT_THEME } from './contract/terms';

const [icon192, icon512, maskable] = APP_ICONS;
const green = { ...DEFAULT_THEME, background: '#04140c', accent: '#3ddc97' };
const noLogo = async () => null;

/** The colour at (x, y) of a PNG, as #rrggbb, and its alpha. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return {
    colour: `#${[0, 1, 2].map((c) => data[at + c].toString(16).padStart(2, '0')).join('')}`,
    alpha: info.channels === 4 ? data[at + 3] : 255,
  };
}

describe('mixColour', () => {
  it('moves a colour towards another', () => {
    expect(mixColour('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColour('#f2c14e', '#f2c14e', 0.7)).toBe('#f2c14e');
    expect(mixColour('#3ddc97', '#000000', 1)).toBe('#000000');
  });
});

describe('brandMarkSvg', () => {
  it('draws the star on the site background and refuses anything but #rrggbb colours', () => {
    const svg = brandMarkSvg(green, 192, false);
    expect(svg).toContain('fill="#04140c"');
    expect(svg).toContain('width="192"');
    expect(() => brandMarkSvg({ ...green, accent: 'red"/><script>' }, 192, false)).toThrow();
  });
});

describe('faviconSvg', () => {
  it('is the mark in the site colours, as the app icons draw it', () => {
    const svg = faviconSvg(green);
    expect(svg).toContain('fill="#04140c"');
    expect(svg).toContain(`stop-color="${mixColour('#3ddc97', '#ffffff', 0.35)}"`);
    expect(svg).not.toContain('#c8901e');
  });
});

describe('drawAppIcon', () => {
  it('is a PNG of the asked size in the site colours, rounded unless maskable', async () => {
    for (const icon of [icon192, icon512, maskable]) {
      const png = await drawAppIcon({ theme: green, logoUrl: null }, icon);
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: icon.size, height: icon.size });
    }
    const rounded = await drawAppIcon({ theme: green, logoUrl: null }, icon512);
    expect(await pixel(rounded, 256, 40)).toMatchObject({ colour: '#04140c', alpha: 255 });
    expect((await pixel(rounded, 1, 1)).alpha).toBe(0);
    // The star's centre takes the accent's gradient.
    const centre = await pixel(rounded, 256, 256);
    expect(centre.colour).not.toBe('#04140c');
    expect(parseInt(centre.colour.slice(3, 5), 16)).toBeGreaterThan(parseInt(centre.colour.slice(1, 3), 16));
    expect(await pixel(await drawAppIcon({ theme: green, logoUrl: null }, maskable), 1, 1)).toEqual({
      colour: '#04140c',
      alpha: 255,
    });
  });

  it('draws the logo centred on the background, and the default mark when the logo is missing or no image', async () => {
    const red = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    const withLogo = await drawAppIcon(
      { theme: green, logoUrl: 'https://cdn.example/logo.png' },
      icon192,
      async () => ({ bytes: red, type: 'image/png' }),
    );
    expect((await pixel(withLogo, 96, 96)).colour).toBe('#ff0000');
    expect((await pixel(withLogo, 96, 40)).colour).toBe('#04140c');

    const svgLogo = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0000ff"/></svg>',
    );
    const vector = await drawAppIcon({ theme: green, logoUrl: '/logo.svg' }, icon512, async () => ({
      bytes: svgLogo,
      type: 'image/svg+xml',
    }));
    expect((await pixel(vector, 256, 256)).colour).toBe('#0000ff');

    const plain = await drawAppIcon({ theme: green, logoUrl: null }, icon192);
    expect(await drawAppIcon({ theme: green, logoUrl: 'https://cdn.example/gone.png' }, icon192, noLogo)).toEqual(
      plain,
    );
    const broken = async () => ({ bytes: Buffer.from('not an image'), type: 'image/png' });
    expect(await drawAppIcon({ theme: green, logoUrl: 'https://cdn.example/broken.png' }, icon192, broken)).toEqual(
      plain,
    );
  });
});
