// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { useContext } from 'react';
import styled, { createGlobalStyle, ServerStyleSheet, StyleSheetContext } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { CachedStylis, cachedStylis } from './stylisCache';

const Box = styled.div<{ $wide: boolean }>`
  color: red;
  padding: ${({ $wide }) => ($wide ? '24px' : '8px')};
  &:hover {
    color: blue;
  }
  @media (min-width: 760px) {
    display: flex;
  }
`;
const Global = createGlobalStyle`
  body { margin: 0; }
`;

function page(wide: boolean) {
  return (
    <>
      <Global />
      <Box $wide={wide}>hello</Box>
    </>
  );
}

function css(element: React.ReactElement, cached: boolean) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(cached ? <CachedStylis>{element}</CachedStylis> : element));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('cachedStylis', () => {
  it('compiles each distinct CSS once and answers repeats from the cache', () => {
    const stylis = Object.assign(
      vi.fn((text: string, selector?: string) => [`${selector}{${text}}`]),
      { hash: 'h' },
    );
    const cached = cachedStylis(stylis);
    expect(cached('color:red;', '.a')).toEqual(['.a{color:red;}']);
    expect(cached('color:red;', '.a')).toEqual(['.a{color:red;}']);
    expect(cached('color:red;', '.b')).toEqual(['.b{color:red;}']);
    expect(stylis).toHaveBeenCalledTimes(2);
    expect(cached.hash).toBe('h');
    expect(cachedStylis(stylis)).toBe(cached);
  });

  it('keeps at most 4000 entries, dropping the oldest', () => {
    const stylis = Object.assign(
      vi.fn((text: string) => [text]),
      { hash: '' },
    );
    const cached = cachedStylis(stylis);
    for (let i = 0; i <= 4000; i++) cached(`a${i}`);
    expect(stylis).toHaveBeenCalledTimes(4001);
    cached('a4000');
    expect(stylis).toHaveBeenCalledTimes(4001);
    cached('a0');
    expect(stylis).toHaveBeenCalledTimes(4002);
  });
});

describe('CachedStylis in a server render', () => {
  it('hands the components below it the cached compiler of the surrounding sheet', () => {
    const seen: unknown[] = [];
    const Probe = () => {
      seen.push(useContext(StyleSheetContext).stylis);
      return null;
    };
    const sheet = new ServerStyleSheet();
    renderToString(
      sheet.collectStyles(
        <>
          <Probe />
          <CachedStylis>
            <Probe />
          </CachedStylis>
        </>,
      ),
    );
    sheet.seal();
    const [outer, inner] = seen as Parameters<typeof cachedStylis>[0][];
    expect(inner).not.toBe(outer);
    expect(inner).toBe(cachedStylis(outer));
  });

  it('gives the same HTML and CSS as the plain server style sheet, request after request', () => {
    for (const wide of [true, false, true]) {
      const plain = css(page(wide), false);
      expect(css(page(wide), true)).toEqual(plain);
      expect(plain.styles).toContain(wide ? 'padding:24px' : 'padding:8px');
      expect(plain.styles).toContain(':hover{color:blue;}');
      expect(plain.styles).toContain('body{margin:0;}');
    }
  });
});
