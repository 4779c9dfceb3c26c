import Document, { Head, Html, Main, NextScript, type DocumentContext } from 'next/document';
import { ServerStyleSheet } from 'styled-components';

export default class BaselineDocument extends Document {
  static async getInitialProps(ctx: DocumentContext) {
    const sheet = new ServerStyleSheet();
    const renderPage = ctx.renderPage;
    try {
      ctx.renderPage = () => renderPage({ enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />) });
      const initial = await Document.getInitialProps(ctx);
      return { ...initial, styles: [initial.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    return (
      <Html>
        <Head />
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
