import type { GameNames } from './schema';

/** A word or name in the six languages of the portal: ko, en, jp, vn, cn, th. */
type Word = [ko: string, en: string, jp: string, vn: string, cn: string, th: string];
type Kind = 'casino' | 'slot' | 'sport';

export interface VendorRow {
  code: string;
  kind: Kind;
  gameCompany: string;
  nameKo: string;
  nameEn: string;
  sort: number;
  used?: 'y' | 'n';
}

export interface GameRow {
  vendorCode: string;
  code: string;
  nameKo: string;
  nameEn: string;
  sort?: number;
  used?: 'y' | 'n';
  kind: Kind;
  names: GameNames;
  tags: string[];
  releasedAt: string;
  launches: number;
  rtp: number | null;
  volatility: 'low' | 'medium' | 'high' | null;
}

const adjectives: Word[] = [
  ['골든', 'Golden', 'ゴールデン', 'Vàng', '黄金', 'ทองคำ'],
  ['럭키', 'Lucky', 'ラッキー', 'May Mắn', '幸运', 'นำโชค'],
  ['미스틱', 'Mystic', 'ミスティック', 'Huyền Bí', '神秘', 'ลึกลับ'],
  ['로열', 'Royal', 'ロイヤル', 'Hoàng Gia', '皇家', 'รอยัล'],
  ['와일드', 'Wild', 'ワイルド', 'Hoang Dã', '狂野', 'ไวลด์'],
  ['슈퍼', 'Super', 'スーパー', 'Siêu', '超级', 'ซูเปอร์'],
  ['메가', 'Mega', 'メガ', 'Khổng Lồ', '巨型', 'เมก้า'],
  ['파이어', 'Fire', 'ファイア', 'Lửa', '火焰', 'ไฟ'],
  ['아이스', 'Ice', 'アイス', 'Băng', '冰霜', 'น้ำแข็ง'],
  ['매직', 'Magic', 'マジック', 'Ma Thuật', '魔法', 'เวทมนตร์'],
  ['크레이지', 'Crazy', 'クレイジー', 'Điên Cuồng', '疯狂', 'คลั่ง'],
  ['다이아몬드', 'Diamond', 'ダイヤモンド', 'Kim Cương', '钻石', 'เพชร'],
  ['실버', 'Silver', 'シルバー', 'Bạc', '白银', 'เงินยวง'],
  ['루비', 'Ruby', 'ルビー', 'Hồng Ngọc', '红宝石', 'ทับทิม'],
  ['제이드', 'Jade', 'ジェイド', 'Ngọc Bích', '翡翠', 'หยก'],
  ['썬더', 'Thunder', 'サンダー', 'Sấm Sét', '雷霆', 'สายฟ้า'],
  ['네온', 'Neon', 'ネオン', 'Neon', '霓虹', 'นีออน'],
  ['에인션트', 'Ancient', 'エンシェント', 'Cổ Đại', '远古', 'โบราณ'],
  ['스위트', 'Sweet', 'スイート', 'Ngọt Ngào', '甜蜜', 'หวาน'],
  ['핫', 'Hot', 'ホット', 'Nóng Bỏng', '火热', 'ร้อนแรง'],
  ['코스믹', 'Cosmic', 'コズミック', 'Vũ Trụ', '宇宙', 'จักรวาล'],
  ['에메랄드', 'Emerald', 'エメラルド', 'Lục Bảo', '祖母绿', 'มรกต'],
  ['섀도우', 'Shadow', 'シャドウ', 'Bóng Tối', '暗影', 'เงามืด'],
  ['블레이징', 'Blazing', 'ブレイジング', 'Rực Lửa', '炽热', 'ลุกโชน'],
  ['미드나잇', 'Midnight', 'ミッドナイト', 'Nửa Đêm', '午夜', 'เที่ยงคืน'],
  ['써니', 'Sunny', 'サニー', 'Nắng Vàng', '阳光', 'สดใส'],
  ['그레이트', 'Great', 'グレート', 'Vĩ Đại', '伟大', 'ยิ่งใหญ่'],
  ['이터널', 'Eternal', 'エターナル', 'Vĩnh Cửu', '永恒', 'นิรันดร์'],
];

const nouns: Word[] = [
  ['포춘', 'Fortune', 'フォーチュン', 'Tài Lộc', '财富', 'โชคลาภ'],
  ['드래곤', 'Dragon', 'ドラゴン', 'Rồng', '龙', 'มังกร'],
  ['타이거', 'Tiger', 'タイガー', 'Hổ', '虎', 'เสือ'],
  ['젬스', 'Gems', 'ジェムズ', 'Đá Quý', '宝石', 'อัญมณี'],
  ['프루츠', 'Fruits', 'フルーツ', 'Trái Cây', '水果', 'ผลไม้'],
  ['보난자', 'Bonanza', 'ボナンザ', 'Bội Thu', '富矿', 'โบนันซ่า'],
  ['리치스', 'Riches', 'リッチズ', 'Giàu Sang', '财宝', 'ความมั่งคั่ง'],
  ['판다', 'Panda', 'パンダ', 'Gấu Trúc', '熊猫', 'แพนด้า'],
  ['피닉스', 'Phoenix', 'フェニックス', 'Phượng Hoàng', '凤凰', 'ฟีนิกซ์'],
  ['코이', 'Koi', 'コイ', 'Cá Koi', '锦鲤', 'ปลาคาร์ฟ'],
  ['코인스', 'Coins', 'コインズ', 'Đồng Xu', '金币', 'เหรียญ'],
  ['울프', 'Wolf', 'ウルフ', 'Sói', '狼', 'หมาป่า'],
  ['파라오', 'Pharaoh', 'ファラオ', 'Pharaoh', '法老', 'ฟาโรห์'],
  ['트레저', 'Treasure', 'トレジャー', 'Kho Báu', '宝藏', 'สมบัติ'],
  ['엠파이어', 'Empire', 'エンパイア', 'Đế Chế', '帝国', 'จักรวรรดิ'],
  ['펄', 'Pearl', 'パール', 'Ngọc Trai', '珍珠', 'ไข่มุก'],
  ['라이온', 'Lion', 'ライオン', 'Sư Tử', '狮子', 'สิงโต'],
  ['버팔로', 'Buffalo', 'バッファロー', 'Bò Rừng', '野牛', 'ควายป่า'],
  ['이글', 'Eagle', 'イーグル', 'Đại Bàng', '雄鹰', 'อินทรี'],
  ['퀸', 'Queen', 'クイーン', 'Nữ Hoàng', '女王', 'ราชินี'],
  ['킹덤', 'Kingdom', 'キングダム', 'Vương Quốc', '王国', 'อาณาจักร'],
  ['캔디', 'Candy', 'キャンディ', 'Kẹo Ngọt', '糖果', 'ลูกอม'],
  ['스타즈', 'Stars', 'スターズ', 'Ngôi Sao', '星辰', 'ดวงดาว'],
  ['템플', 'Temple', 'テンプル', 'Đền Thờ', '神殿', 'วิหาร'],
  ['파이러츠', 'Pirates', 'パイレーツ', 'Cướp Biển', '海盗', 'โจรสลัด'],
  ['사무라이', 'Samurai', 'サムライ', 'Samurai', '武士', 'ซามูไร'],
  ['로터스', 'Lotus', 'ロータス', 'Hoa Sen', '莲花', 'ดอกบัว'],
  ['문', 'Moon', 'ムーン', 'Mặt Trăng', '月亮', 'ดวงจันทร์'],
  ['정글', 'Jungle', 'ジャングル', 'Rừng Rậm', '丛林', 'ป่าใหญ่'],
  ['볼케이노', 'Volcano', 'ボルケーノ', 'Núi Lửa', '火山', 'ภูเขาไฟ'],
  ['크라운', 'Crown', 'クラウン', 'Vương Miện', '皇冠', 'มงกุฎ'],
  ['라이노', 'Rhino', 'ライノ', 'Tê Giác', '犀牛', 'แรด'],
  ['조커', 'Joker', 'ジョーカー', 'Joker', '小丑', 'โจ๊กเกอร์'],
  ['레전드', 'Legend', 'レジェンド', 'Huyền Thoại', '传奇', 'ตำนาน'],
];

/** Title endings; the tag a game gets for it, if any. */
const endings: [Word, string | null][] = [
  [['메가웨이즈', 'Megaways', 'メガウェイズ', 'Megaways', 'Megaways', 'Megaways'], 'megaways'],
  [['홀드 앤 윈', 'Hold & Win', 'ホールド&ウィン', 'Hold & Win', 'Hold & Win', 'โฮลด์แอนด์วิน'], 'hold-and-win'],
  [['잭팟', 'Jackpot', 'ジャックポット', 'Jackpot', '大奖', 'แจ็คพอต'], 'jackpot'],
  [['디럭스', 'Deluxe', 'デラックス', 'Deluxe', '豪华版', 'ดีลักซ์'], null],
  [['라이징', 'Rising', 'ライジング', 'Trỗi Dậy', '崛起', 'ผงาด'], null],
  [['2', '2', '2', '2', '2', '2'], null],
];

const tableStyles: Word[] = [
  ['스피드', 'Speed', 'スピード', 'Tốc Độ', '极速', 'สปีด'],
  ['라이트닝', 'Lightning', 'ライトニング', 'Tia Chớp', '闪电', 'ไลท์นิ่ง'],
  ['VIP', 'VIP', 'VIP', 'VIP', 'VIP', 'วีไอพี'],
  ['로열', 'Royal', 'ロイヤル', 'Hoàng Gia', '皇家', 'รอยัล'],
  ['골든', 'Golden', 'ゴールデン', 'Vàng', '黄金', 'ทองคำ'],
  ['클래식', 'Classic', 'クラシック', 'Cổ Điển', '经典', 'คลาสสิก'],
  ['인피니트', 'Infinite', 'インフィニット', 'Vô Hạn', '无限', 'อินฟินิท'],
  ['스퀴즈', 'Squeeze', 'スクイーズ', 'Nặn Bài', '咪牌', 'บีบไพ่'],
];
/** Table games with their return to player in hundredths of a percent. */
const tableGames: [Word, number][] = [
  [['바카라', 'Baccarat', 'バカラ', 'Baccarat', '百家乐', 'บาคาร่า'], 9894],
  [['룰렛', 'Roulette', 'ルーレット', 'Roulette', '轮盘', 'รูเล็ต'], 9730],
  [['블랙잭', 'Blackjack', 'ブラックジャック', 'Xì Dách', '二十一点', 'แบล็คแจ็ค'], 9950],
  [['식보', 'Sic Bo', 'シックボー', 'Tài Xỉu', '骰宝', 'ไฮโล'], 9722],
  [['드래곤 타이거', 'Dragon Tiger', 'ドラゴンタイガー', 'Rồng Hổ', '龙虎', 'เสือมังกร'], 9627],
  [['홀덤', "Hold'em", 'ホールデム', "Hold'em", '德州扑克', 'โฮลเด็ม'], 9784],
  [['판탄', 'Fan Tan', 'ファンタン', 'Fan Tan', '番摊', 'ฝานทาน'], 9900],
  [['머니 휠', 'Money Wheel', 'マネーホイール', 'Vòng Quay Tiền', '幸运转轮', 'วงล้อเงิน'], 9610],
];
const sportProducts: [Word, string][] = [
  [['스포츠북', 'Sportsbook', 'スポーツブック', 'Cá Cược Thể Thao', '体育投注', 'สปอร์ตบุ๊ค'], 'sportsbook'],
  [['라이브 베팅', 'Live Betting', 'ライブベッティング', 'Cược Trực Tiếp', '滚球投注', 'เดิมพันสด'], 'live'],
  [['e스포츠', 'Esports', 'eスポーツ', 'Thể Thao Điện Tử', '电子竞技', 'อีสปอร์ต'], 'esports'],
  [['가상 축구', 'Virtual Football', 'バーチャルサッカー', 'Bóng Đá Ảo', '虚拟足球', 'ฟุตบอลเสมือน'], 'virtual'],
  [['가상 경마', 'Virtual Horse Racing', 'バーチャル競馬', 'Đua Ngựa Ảo', '虚拟赛马', 'แข่งม้าเสมือน'], 'virtual'],
  [
    ['가상 농구', 'Virtual Basketball', 'バーチャルバスケットボール', 'Bóng Rổ Ảo', '虚拟篮球', 'บาสเกตบอลเสมือน'],
    'virtual',
  ],
  [['가상 테니스', 'Virtual Tennis', 'バーチャルテニス', 'Quần Vợt Ảo', '虚拟网球', 'เทนนิสเสมือน'], 'virtual'],
  [['가상 경견', 'Virtual Greyhounds', 'バーチャルドッグレース', 'Đua Chó Ảo', '虚拟赛狗', 'แข่งสุนัขเสมือน'], 'virtual'],
];

const providerWords: [ko: string, en: string][] = [
  ['노바', 'Nova'],
  ['아스트로', 'Astro'],
  ['블레이즈', 'Blaze'],
  ['크림슨', 'Crimson'],
  ['에코', 'Echo'],
  ['팔콘', 'Falcon'],
  ['갤럭시', 'Galaxy'],
  ['호라이즌', 'Horizon'],
  ['아이언', 'Iron'],
  ['크라켄', 'Kraken'],
  ['루나', 'Lunar'],
  ['미라지', 'Mirage'],
  ['네뷸라', 'Nebula'],
  ['오르빗', 'Orbit'],
  ['픽셀', 'Pixel'],
  ['퀀텀', 'Quantum'],
  ['래디언트', 'Radiant'],
  ['솔라', 'Solar'],
  ['타이탄', 'Titan'],
  ['울트라', 'Ultra'],
  ['보텍스', 'Vortex'],
  ['제니스', 'Zenith'],
  ['아틀라스', 'Atlas'],
  ['코발트', 'Cobalt'],
  ['다이나모', 'Dynamo'],
  ['엠버', 'Ember'],
  ['퓨전', 'Fusion'],
  ['글레이셔', 'Glacier'],
  ['하버', 'Harbor'],
  ['아이보리', 'Ivory'],
  ['졸리', 'Jolly'],
  ['키네틱', 'Kinetic'],
  ['메이플', 'Maple'],
  ['님버스', 'Nimbus'],
  ['오닉스', 'Onyx'],
  ['프리즘', 'Prism'],
  ['퀘스트', 'Quest'],
  ['로켓', 'Rocket'],
  ['서밋', 'Summit'],
  ['템페스트', 'Tempest'],
  ['유니티', 'Unity'],
  ['벨벳', 'Velvet'],
  ['웨이브', 'Wave'],
  ['제퍼', 'Zephyr'],
];
const providerEndings: Record<Kind, [ko: string, en: string][]> = {
  slot: [
    ['게이밍', 'Gaming'],
    ['스튜디오', 'Studios'],
    ['플레이', 'Play'],
    ['게임즈', 'Games'],
    ['인터랙티브', 'Interactive'],
    ['랩스', 'Labs'],
    ['슬롯', 'Slots'],
    ['릴스', 'Reels'],
  ],
  casino: [
    ['라이브', 'Live'],
    ['카지노', 'Casino'],
    ['테이블즈', 'Tables'],
    ['딜러스', 'Dealers'],
  ],
  sport: [
    ['스포츠', 'Sports'],
    ['벳', 'Bet'],
    ['스포츠북', 'Sportsbook'],
  ],
};

/** mulberry32: the same catalogue for the same seed, on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = ReturnType<typeof generator>;
const pick = <T>(random: Random, list: readonly T[]) => list[Math.floor(random() * list.length)];
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const DAY_MS = 86_400_000;
const NEW_DAYS = 30;
const POPULAR_LAUNCHES = 30_000;

/** A title as each language writes it: vn and th put the noun before the word describing it; jp, cn and th join them. */
function title(describing: Word, noun: Word, ending?: Word): Word {
  const end = (i: number) => (ending ? ` ${ending[i]}` : '');
  return [
    `${describing[0]} ${noun[0]}${end(0)}`,
    `${describing[1]} ${noun[1]}${end(1)}`,
    `${describing[2]}${noun[2]}${end(2)}`,
    `${noun[3]} ${describing[3]}${end(3)}`,
    `${describing[4]}${noun[4]}${end(4)}`,
    `${noun[5]}${describing[5]}${end(5)}`,
  ];
}
const same = (text: string): Word => [text, text, text, text, text, text];

/** The other languages of a name: all of them, or (a share of games) only some, the rest falling back to en. */
function otherNames([, , jp, vn, cn, th]: Word, random: Random | null): GameNames {
  if (!random) return { jp, vn, cn, th };
  return {
    ...(random() < 0.75 ? { jp } : {}),
    ...(random() < 0.55 ? { vn } : {}),
    ...(random() < 0.6 ? { cn } : {}),
    ...(random() < 0.45 ? { th } : {}),
  };
}

function released(random: Random, now: Date) {
  const days = Math.floor(random() * 3 * 365);
  return { releasedAt: new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10), isNew: days <= NEW_DAYS };
}

function popularity(random: Random) {
  const launches = Math.floor(40_000 * random() ** 3);
  return { launches, popular: launches >= POPULAR_LAUNCHES };
}

function slotGame(
  random: Random,
  vendorCode: string,
  word: Word,
  ending: string | null,
  now: Date,
  names: GameNames,
): GameRow {
  const { releasedAt, isNew } = released(random, now);
  const { launches, popular } = popularity(random);
  const tags = [
    isNew && 'new',
    popular && 'popular',
    ending ?? (random() < 0.08 ? 'jackpot' : null),
    random() < 0.3 && 'bonus-buy',
    random() < 0.5 && 'free-spins',
    /Fruits|Coins|Stars/.test(word[1]) && 'classic',
  ].filter((t): t is string => Boolean(t));
  return {
    vendorCode,
    code: slug(word[1]),
    nameKo: word[0],
    nameEn: word[1],
    kind: 'slot',
    names,
    tags: [...new Set(tags)],
    releasedAt,
    launches,
    rtp: 9400 + Math.floor(random() * 351),
    volatility: pick(random, ['low', 'medium', 'high'] as const),
  };
}

/** The catalogue fields of the legacy demo games, which keep their codes, names, order and maintenance flags. */
export function legacyCatalogueFields(
  row: { vendorCode: string; code: string; nameKo: string; nameEn: string },
  kind: Kind,
  now: Date,
): GameRow {
  const random = generator(
    [...`${row.vendorCode}.${row.code}`].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16777619), 2166136261),
  );
  if (kind === 'slot') {
    const [adjective, noun] = row.nameEn.split(' ').map((en) => [...adjectives, ...nouns].find((w) => w[1] === en));
    const names = adjective && noun ? otherNames(title(adjective, noun), null) : {};
    return { ...slotGame(random, row.vendorCode, [row.nameKo, row.nameEn, '', '', '', ''], null, now, names), ...row };
  }
  const { releasedAt } = released(random, now);
  const { launches, popular } = popularity(random);
  return {
    ...row,
    kind,
    names: {},
    tags: [kind === 'casino' ? 'live' : 'sportsbook', ...(popular ? ['popular'] : [])],
    releasedAt,
    launches,
    rtp: null,
    volatility: null,
  };
}

/** Games of the demo catalogue unless SEED_CATALOGUE says otherwise. */
export const DEFAULT_CATALOGUE = 2_000;

/** Providers for a catalogue of `games` games in all: 40 for 2,000, 300 for 20,000, growing a little slower than the games. */
export const providersFor = (games: number) => Math.max(1, Math.round(0.0517 * games ** 0.875));

/**
 * Generated providers and games that grow the legacy demo lobby (`legacy` vendors and games, sorted first) to `total`
 * games: mostly slots, some live-casino tables and sportsbooks, named in ko and en and often in jp, vn, cn and th.
 */
export function demoCatalogue(total: number, legacy: { vendors: number; games: number }, now: Date) {
  const count = Math.max(0, total - legacy.games);
  if (count === 0) return { vendors: [] as VendorRow[], games: [] as GameRow[] };
  const random = generator(20_240_601);
  const providerCount = Math.max(1, Math.min(count, providersFor(total) - legacy.vendors));

  const vendors: VendorRow[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < providerCount; i++) {
    const kind: Kind = i % 10 === 9 ? 'sport' : i % 10 >= 7 ? 'casino' : 'slot';
    const [prefixKo, prefixEn] = providerWords[i % providerWords.length];
    const endings = providerEndings[kind];
    const [endKo, endEn] = endings[Math.floor(i / providerWords.length) % endings.length];
    const round = Math.floor(i / (providerWords.length * endings.length));
    let nameEn = `${prefixEn} ${endEn}${round ? ` ${round + 1}` : ''}`;
    let nameKo = `${prefixKo} ${endKo}${round ? ` ${round + 1}` : ''}`;
    for (let n = 2; taken.has(slug(nameEn)); n++) {
      nameEn = `${prefixEn} ${endEn} ${n}`;
      nameKo = `${prefixKo} ${endKo} ${n}`;
    }
    taken.add(slug(nameEn));
    vendors.push({ code: slug(nameEn), kind, gameCompany: slug(nameEn), nameKo, nameEn, sort: 100 + i });
  }

  // Sportsbooks carry a few products, live-casino studios some tables; the slot studios share the rest unevenly.
  const sports = vendors.filter((v) => v.kind === 'sport');
  const casinos = vendors.filter((v) => v.kind === 'casino');
  const slots = vendors.filter((v) => v.kind === 'slot');
  const quota = new Map<string, number>();
  let left = count;
  for (const v of sports) left -= quota.set(v.code, Math.min(left, 3 + Math.floor(random() * 6))).get(v.code)!;
  const perCasino = Math.min(
    tableStyles.length * tableGames.length,
    Math.round((count * 0.1) / Math.max(1, casinos.length)),
  );
  for (const v of casinos)
    left -= quota.set(v.code, Math.max(0, Math.min(left, Math.round(perCasino * (0.6 + random() * 0.8))))).get(v.code)!;
  const weights = slots.map(() => 0.4 + random() * 1.2);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  let assigned = 0;
  slots.forEach((v, i) => {
    const share =
      i === slots.length - 1 ? left - assigned : Math.min(left - assigned, Math.round((left * weights[i]) / weightSum));
    quota.set(v.code, share);
    assigned += share;
  });
  if (!slots.length && left > 0) quota.set(vendors[0].code, (quota.get(vendors[0].code) ?? 0) + left);

  const games: GameRow[] = [];
  for (const vendor of vendors) {
    const codes = new Set<string>();
    const wanted = quota.get(vendor.code) ?? 0;
    for (let sort = 0; codes.size < wanted; sort++) {
      let row: GameRow;
      if (vendor.kind === 'sport') {
        const [product, tag] = sportProducts[codes.size % sportProducts.length];
        const round = Math.floor(codes.size / sportProducts.length);
        const name = round ? (product.map((n) => `${n} ${round + 1}`) as Word) : product;
        const { releasedAt, isNew } = released(random, now);
        const { launches, popular } = popularity(random);
        const tags = [tag, ...(isNew ? ['new'] : []), ...(popular ? ['popular'] : [])];
        row = {
          vendorCode: vendor.code,
          code: slug(name[1]),
          nameKo: name[0],
          nameEn: name[1],
          kind: 'sport',
          names: otherNames(name, random),
          tags,
          releasedAt,
          launches,
          rtp: null,
          volatility: null,
        };
      } else if (vendor.kind === 'casino') {
        const [game, rtp] = pick(random, tableGames);
        const table = random() < 0.4 ? same(String.fromCharCode(65 + Math.floor(random() * 6))) : undefined;
        const name = title(pick(random, tableStyles), game, table);
        const { releasedAt, isNew } = released(random, now);
        const { launches, popular } = popularity(random);
        const tags = ['live', ...(isNew ? ['new'] : []), ...(popular ? ['popular'] : [])];
        row = {
          vendorCode: vendor.code,
          code: slug(name[1]),
          nameKo: name[0],
          nameEn: name[1],
          kind: 'casino',
          names: otherNames(name, random),
          tags,
          releasedAt,
          launches,
          rtp,
          volatility: null,
        };
      } else {
        const [ending, endingTag] = random() < 0.35 ? pick(random, endings) : [undefined, null];
        const name = title(pick(random, adjectives), pick(random, nouns), ending);
        row = slotGame(random, vendor.code, name, endingTag, now, otherNames(name, random));
      }
      if (codes.has(row.code)) continue;
      codes.add(row.code);
      games.push({ ...row, sort });
    }
  }
  return { vendors, games };
}
