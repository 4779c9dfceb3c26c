// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from './HydrateLater';

async function html(node: ReactNode) {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

// A page as large as the lobby: what React has already written counts against a boundary.
const page = (piece: ReactNode) => (
  <main>
    <p>{'x'.repeat(20_000)}</p>
    <HydrateLater>{piece}</HydrateLater>
  </main>
);

describe('HydrateLater', () => {
  it('writes a small piece in place, after a page of any size, with no script', async () => {
    const out = await html(page(<strong>₩2,845,120,000</strong>));
    expect(out).toContain('<!--$--><strong>₩2,845,120,000</strong><!--/$--></main>');
    expect(out).not.toContain('<script');
  });

  it('is why pieces stay small: a larger one comes after the page, behind an inline script', async () => {
    const out = await html(page(<p>{'y'.repeat(600)}</p>));
    expect(out).toContain('<script');
  });
});
