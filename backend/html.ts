import { createHash } from 'node:crypto';

export const escapeMarkup = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const style = `
:root{color-scheme:dark;font-family:system-ui,-apple-system,"Segoe UI","Apple SD Gothic Neo","Malgun Gothic","Noto Sans CJK KR",sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 50% 30%,#1d2b53,#0b1020 70%);color:#f4f1e8}
main{text-align:center;padding:32px;max-width:560px}
h1{margin:0 0 4px;font-size:clamp(24px,5vw,40px);color:#f5c451}
p{margin:4px 0;color:#c9cbe0}
.reels{display:flex;gap:12px;justify-content:center;margin:28px 0}
.reel{width:72px;height:96px;border-radius:12px;background:linear-gradient(#fff7dd,#e2b548);color:#1b1f33;font:800 44px/96px system-ui,sans-serif;animation:spin 1.2s ease-in-out infinite alternate}
.reel:nth-child(2){animation-delay:.2s}.reel:nth-child(3){animation-delay:.4s}
.balance{font-size:22px;font-variant-numeric:tabular-nums;color:#fff}
@keyframes spin{from{transform:translateY(-6px)}to{transform:translateY(6px)}}
@media (prefers-reduced-motion:reduce){.reel{animation:none}}
`;

/** The only inline content is the style above, allowed by its hash; nothing else may load or run. */
export const pageCsp = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; base-uri 'none'; form-action 'none'`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeMarkup(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;

export interface DemoGame {
  nameKo: string;
  nameEn: string;
  vendorKo: string;
  vendorEn: string;
  nick: string;
  balance: number;
}

export const demoGamePage = (game: DemoGame) =>
  page(
    `${game.nameKo} · ${game.nameEn}`,
    `<p>${escapeMarkup(game.vendorKo)} · ${escapeMarkup(game.vendorEn)}</p>
<h1>${escapeMarkup(game.nameKo)}</h1><p>${escapeMarkup(game.nameEn)}</p>
<div class="reels" aria-hidden="true"><div class="reel">7</div><div class="reel">7</div><div class="reel">7</div></div>
<p>${escapeMarkup(game.nick)}</p>
<p class="balance">${escapeMarkup(game.balance.toLocaleString('en-US'))} 원</p>
<p>데모 게임 · Demo game</p>`,
  );

export const expiredGamePage = () =>
  page('Demo game', '<h1>게임 링크가 만료되었습니다</h1><p>This game link has expired. Open the game again from the lobby.</p>');
