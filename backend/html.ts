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
form{margin:20px 0 8px}fieldset{border:1px solid #3a4670;border-radius:12px;margin:0 0 16px;padding:8px 12px 12px}
label{display:inline-block;margin:6px 10px;font-variant-numeric:tabular-nums}input[type=radio]{width:20px;height:20px;vertical-align:middle}
button{min-width:160px;min-height:48px;border:0;border-radius:24px;background:#f5c451;color:#1b1f33;font:700 20px system-ui,sans-serif;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #fff;outline-offset:3px}
.result{font-size:18px;color:#fff}.alert{color:#ffb4a8}
@keyframes spin{from{transform:translateY(-6px)}to{transform:translateY(6px)}}
@media (prefers-reduced-motion:reduce){.reel{animation:none}}
`;

/** Tells the portal's play page framing the game what changed (docs/api.md, the game shell): only to the origins allowed to frame it. */
const tell = `(()=>{if(parent===window)return;const d=JSON.parse(document.getElementById('game-news').textContent);const a=location.ancestorOrigins;const to=a&&a.length?d.to.filter(o=>o===a[0]):d.to;for(const o of to)for(const m of d.messages)parent.postMessage(m,o)})()`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The only inline content is the style and the script above, allowed by their hashes; nothing else may load or run, and only the portals may frame it. */
export const pageCsp = (frameAncestors: string) =>
  `default-src 'none'; style-src ${hash(style)}; script-src ${hash(tell)}; base-uri 'none'; form-action 'self'; frame-ancestors ${frameAncestors}`;

/** What the game posts to the page framing it: its game money, and the round just played. */
export type GameNews = { type: 'balance'; gameMoney: number } | { type: 'round'; stake: number; win: number };

/** The origins of a frame-ancestors list (none for `'none'`). */
export const framingOrigins = (frameAncestors: string) =>
  frameAncestors.split(' ').filter((entry) => entry.startsWith('http'));

// `<` written as \u003c: the JSON cannot close its script element.
const newsScript = (to: string[], messages: GameNews[]) =>
  to.length && messages.length
    ? `<script type="application/json" id="game-news">${JSON.stringify({ to, messages }).replace(/</g, '\\u003c')}</script><script>${tell}</script>`
    : '';

const page = (title: string, body: string, news = '') => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeMarkup(title)}</title><style>${style}</style></head>
<body><main>${body}</main>${news}</body></html>`;

export interface DemoGame {
  code: string;
  nameKo: string;
  nameEn: string;
  vendorKo: string;
  vendorEn: string;
  nick: string;
  gameMoney: number;
}

/** The spin form's state: a fresh ticket and spin key per page, so a re-sent form is the same spin. */
export interface DemoPlay {
  ticket: string;
  spinKey: string;
  stakes: readonly number[];
  stake: number;
  last?: { stake: number; win: number; reels: string[] };
  alert?: string;
  /** The portal origins the page may post its news to (GAME_FRAME_ANCESTORS). */
  framers: string[];
}

const won = (value: number) => `${escapeMarkup(value.toLocaleString('en-US'))} 원`;

export const demoGamePage = (game: DemoGame, play: DemoPlay) => {
  const reels = play.last?.reels ?? ['7', '7', '7'];
  const result = play.last
    ? `<p class="result" role="status">${play.last.win > 0 ? `당첨 · Win ${won(play.last.win)}` : '꽝 · No win'} (베팅 · Stake ${won(play.last.stake)})</p>`
    : '';
  const stakes = play.stakes
    .map(
      (stake) =>
        `<label><input type="radio" name="stake" value="${stake}"${stake === play.stake ? ' checked' : ''}> ${won(stake)}</label>`,
    )
    .join('');
  return page(
    `${game.nameKo} · ${game.nameEn}`,
    `<p>${escapeMarkup(game.vendorKo)} · ${escapeMarkup(game.vendorEn)}</p>
<h1>${escapeMarkup(game.nameKo)}</h1><p>${escapeMarkup(game.nameEn)}</p>
<div class="reels" aria-hidden="true">${reels.map((symbol) => `<div class="reel">${escapeMarkup(symbol)}</div>`).join('')}</div>
${result}${play.alert ? `<p class="alert" role="alert">${escapeMarkup(play.alert)}</p>` : ''}
<p>${escapeMarkup(game.nick)}</p>
<p>게임 머니 · Game money</p><p class="balance">${won(game.gameMoney)}</p>
<form method="post" action="/demo-game/${encodeURIComponent(game.code)}">
<input type="hidden" name="ticket" value="${escapeMarkup(play.ticket)}"><input type="hidden" name="spin" value="${escapeMarkup(play.spinKey)}">
<fieldset><legend>베팅 · Stake</legend>${stakes}</fieldset>
<button type="submit">스핀 · Spin</button>
</form>
<p>데모 게임 · Demo game</p>`,
    newsScript(play.framers, [
      ...(play.last ? [{ type: 'round' as const, stake: play.last.stake, win: play.last.win }] : []),
      { type: 'balance' as const, gameMoney: game.gameMoney },
    ]),
  );
};

export const refusedGamePage = (text: string) => page('Demo game', `<h1>${escapeMarkup(text)}</h1>`);

export const expiredGamePage = () =>
  page(
    'Demo game',
    '<h1>게임 링크가 만료되었습니다</h1><p>This game link has expired. Open the game again from the lobby.</p>',
  );
