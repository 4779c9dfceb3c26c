import { createHash } from 'node:crypto';
import type { SiteLanguage } from '@/lib/contract/terms';

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

const page = (title: string, body: string, news = '', lang = 'ko') => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
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
  alert?: DemoAlert;
  /** The portal origins the page may post its news to (GAME_FRAME_ANCESTORS). */
  framers: string[];
}

/** Where the game is played: the launching site's language and the member's currency. */
export interface DemoMarket {
  language: SiteLanguage;
  currency: string;
}

type DemoAlert = 'notEnough' | 'maintenance' | 'paused';
type DemoText = Record<'win' | 'noWin' | 'stake' | 'gameMoney' | 'spin' | 'demo' | DemoAlert, string>;

/** The demo game's few words in every site language: the page speaks the language of the site that launched it. */
const TEXT: Record<SiteLanguage, DemoText> = {
  ko: {
    win: '당첨',
    noWin: '꽝',
    stake: '베팅',
    gameMoney: '게임 머니',
    spin: '스핀',
    demo: '데모 게임',
    notEnough: '게임 머니가 부족합니다',
    maintenance: '점검 중인 게임입니다',
    paused: '게임을 쉬는 중입니다',
  },
  en: {
    win: 'Win',
    noWin: 'No win',
    stake: 'Stake',
    gameMoney: 'Game money',
    spin: 'Spin',
    demo: 'Demo game',
    notEnough: 'Not enough game money',
    maintenance: 'This game is under maintenance',
    paused: 'Play is paused',
  },
  jp: {
    win: '当たり',
    noWin: 'はずれ',
    stake: 'ベット',
    gameMoney: 'ゲームマネー',
    spin: 'スピン',
    demo: 'デモゲーム',
    notEnough: 'ゲームマネーが足りません',
    maintenance: 'このゲームはメンテナンス中です',
    paused: 'プレイは一時停止中です',
  },
  vn: {
    win: 'Thắng',
    noWin: 'Không thắng',
    stake: 'Mức cược',
    gameMoney: 'Tiền trong game',
    spin: 'Quay',
    demo: 'Game thử',
    notEnough: 'Không đủ tiền trong game',
    maintenance: 'Game này đang bảo trì',
    paused: 'Bạn đang tạm nghỉ chơi',
  },
  cn: {
    win: '中奖',
    noWin: '未中奖',
    stake: '投注',
    gameMoney: '游戏余额',
    spin: '旋转',
    demo: '试玩游戏',
    notEnough: '游戏余额不足',
    maintenance: '该游戏正在维护',
    paused: '游戏暂停中',
  },
  th: {
    win: 'ชนะ',
    noWin: 'ไม่ชนะ',
    stake: 'เดิมพัน',
    gameMoney: 'เงินในเกม',
    spin: 'หมุน',
    demo: 'เกมทดลอง',
    notEnough: 'เงินในเกมไม่พอ',
    maintenance: 'เกมนี้อยู่ระหว่างปิดปรับปรุง',
    paused: 'อยู่ระหว่างพักการเล่น',
  },
};

/** BCP 47 tags of the site languages (their codes are the portal's legacy route codes). */
const TAGS: Record<SiteLanguage, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  jp: 'ja-JP',
  vn: 'vi-VN',
  cn: 'zh-CN',
  th: 'th-TH',
};

/** Whole units of the member's currency, as the portal shows them. */
const moneyIn = ({ language, currency }: DemoMarket) => {
  const format = new Intl.NumberFormat(TAGS[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return (value: number) => escapeMarkup(format.format(Math.trunc(value)));
};

export const demoGamePage = (game: DemoGame, play: DemoPlay, market: DemoMarket) => {
  const text = TEXT[market.language];
  const money = moneyIn(market);
  const korean = market.language === 'ko';
  const name = korean ? game.nameKo : game.nameEn;
  const vendor = korean ? game.vendorKo : game.vendorEn;
  const reels = play.last?.reels ?? ['7', '7', '7'];
  const result = play.last
    ? `<p class="result" role="status">${play.last.win > 0 ? `${text.win} ${money(play.last.win)}` : text.noWin} (${text.stake} ${money(play.last.stake)})</p>`
    : '';
  const stakes = play.stakes
    .map(
      (stake) =>
        `<label><input type="radio" name="stake" value="${stake}"${stake === play.stake ? ' checked' : ''}> ${money(stake)}</label>`,
    )
    .join('');
  return page(
    name,
    `<p>${escapeMarkup(vendor)}</p>
<h1>${escapeMarkup(name)}</h1>
<div class="reels" aria-hidden="true">${reels.map((symbol) => `<div class="reel">${escapeMarkup(symbol)}</div>`).join('')}</div>
${result}${play.alert ? `<p class="alert" role="alert">${escapeMarkup(text[play.alert])}</p>` : ''}
<p>${escapeMarkup(game.nick)}</p>
<p>${text.gameMoney}</p><p class="balance">${money(game.gameMoney)}</p>
<form method="post" action="/demo-game/${encodeURIComponent(game.code)}">
<input type="hidden" name="ticket" value="${escapeMarkup(play.ticket)}"><input type="hidden" name="spin" value="${escapeMarkup(play.spinKey)}">
<fieldset><legend>${text.stake}</legend>${stakes}</fieldset>
<button type="submit">${text.spin}</button>
</form>
<p>${text.demo}</p>`,
    newsScript(play.framers, [
      ...(play.last ? [{ type: 'round' as const, stake: play.last.stake, win: play.last.win }] : []),
      { type: 'balance' as const, gameMoney: game.gameMoney },
    ]),
    TAGS[market.language],
  );
};

/** A game the member may not play now, said in the launching site's language. */
export const closedGamePage = (reason: DemoAlert, language: SiteLanguage) =>
  page(TEXT[language].demo, `<h1>${escapeMarkup(TEXT[language][reason])}</h1>`, '', TAGS[language]);

export const refusedGamePage = (text: string) => page('Demo game', `<h1>${escapeMarkup(text)}</h1>`);

export const expiredGamePage = () =>
  page(
    'Demo game',
    '<h1>게임 링크가 만료되었습니다</h1><p>This game link has expired. Open the game again from the lobby.</p>',
  );
