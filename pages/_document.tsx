import { randomBytes } from 'node:crypto';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { serverEnv } from '@/lib/env';
import { LOCALE_TAGS, toLocale } from '@/lib/i18n';
import { nonceReactScripts, securityHeaders, servedOverHttps } from '@/lib/securityHeaders';
import { inlineCompletedBoundaries } from '@/lib/ssrHtml';
import { CachedStylis } from '@/lib/stylisCache';

interface PortalDocumentProps extends DocumentInitialProps {
  nonce?: string;
}

/**
 * Collects styled-components CSS during SSR so the first paint is already styled, and gives each page its
 * security headers with a fresh script nonce.
 */
export default class AppDocument extends Document<PortalDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<PortalDocumentProps> {
    const nonce = ctx.res ? randomBytes(16).toString('base64') : undefined;
    if (ctx.res && nonce) {
      const https = servedOverHttps(ctx.req?.headers['x-forwarded-proto']);
      const headers = securityHeaders({ nonce, https, frameAncestors: serverEnv().FRAME_ANCESTORS, development: process.env.NODE_ENV === 'development' });
      for (const [name, value] of Object.entries(headers)) ctx.res.setHeader(name, value);
      // next.config sends DENY to everything; a page the operator lets partners frame must not.
      if (!headers['X-Frame-Options']) ctx.res.removeHeader('X-Frame-Options');
    }
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
        <Head nonce={nonce}>
          <meta name="theme-color" content="#0b1020" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
