import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { loadAfterPaint } from '@/lib/afterPaint';
import { LOCALE_TAGS, toLocale } from '@/lib/i18n';
import { newNonce, setPageHeaders } from '@/lib/pageHeaders';
import { nonceReactScripts } from '@/lib/securityHeaders';
import { inlineCompletedBoundaries } from '@/lib/ssrHtml';
import { CachedStylis } from '@/lib/stylisCache';
import { GLOBAL_CSS } from '@/styles/globalCss';

interface PortalDocumentProps extends DocumentInitialProps {
  nonce?: string;
}

type DocumentFiles = Parameters<Head['getScripts']>[0];

/** Next's `<Head>` with the page's scripts loaded after the first paint (lib/afterPaint), the dynamic chunks first. */
class PaintFirstHead extends Head {
  getDynamicChunks() {
    return [];
  }

  getScripts(files: DocumentFiles) {
    return loadAfterPaint([...super.getDynamicChunks(files), ...super.getScripts(files)], this.props.nonce);
  }
}

/**
 * Collects styled-components CSS during SSR so the first paint is already styled, and gives each page its
 * security headers with a fresh script nonce.
 */
export default class AppDocument extends Document<PortalDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<PortalDocumentProps> {
    const nonce = ctx.res ? newNonce() : undefined;
    if (ctx.res && nonce) setPageHeaders(ctx.req, ctx.res, nonce);
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) =>
            sheet.collectStyles(
              <CachedStylis>
                <App {...props} />
              </CachedStylis>,
            ),
        });
      const initialProps = await Document.getInitialProps(ctx);
      const inline = inlineCompletedBoundaries(initialProps.html);
      const html = nonce ? nonceReactScripts(inline, nonce) : inline;
      return { ...initialProps, html, nonce, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const { nonce } = this.props;
    return (
      <Html lang={LOCALE_TAGS[toLocale(this.props.locale)]}>
        <PaintFirstHead nonce={nonce}>
          <meta name="theme-color" content="#0b1020" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {/* A constant of styles/globalCss, not data; ahead of the components' styles, which it must not outrank. */}
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
