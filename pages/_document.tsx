import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { LOCALE_TAGS, toLocale } from '@/lib/i18n';
import { GLOBAL_CSS } from '@/styles/globalCss';

/** styled-components' documented SSR pattern: the first paint is already styled. */
export default class AppDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    return (
      <Html lang={LOCALE_TAGS[toLocale(this.props.locale)]}>
        <Head>
          <link rel="manifest" href="/manifest.webmanifest" />
          {/* A constant of styles/globalCss, not data: ahead of the components' styles, which it must not outrank. */}
          <style dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
