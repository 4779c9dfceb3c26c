import type { Locale } from './i18n';

/**
 * The product's terms: the one word each language uses, the keys that name the term (each must contain the word),
 * and the renderings we replaced (none may appear in any value of that language). Read by lib/i18n.glossary.test.ts;
 * how a translation is reviewed is in docs/decisions.md ("Languages").
 */
export interface GlossaryTerm {
  word: Record<Locale, string>;
  keys: readonly string[];
  /** Known wrong renderings, per language: never in a bundle value of that language. */
  wrong?: Partial<Record<Locale, readonly RegExp[]>>;
  /** A longer term whose word contains this one's (holdings ⊃ balance): the keys here must not use it. */
  distinctFrom?: GlossaryTermName;
}

export type GlossaryTermName =
  | 'deposit'
  | 'withdrawal'
  | 'balance'
  | 'holdings'
  | 'gameMoney'
  | 'comp'
  | 'compConversion'
  | 'note'
  | 'notice'
  | 'customerCentre'
  | 'userId'
  | 'bankAccountNumber'
  | 'bet'
  | 'net'
  | 'jackpot'
  | 'provider'
  | 'casino'
  | 'slot'
  | 'responsibleGaming'
  | 'depositLimit'
  | 'realityCheck'
  | 'break'
  | 'selfExclusion';

export const GLOSSARY: Record<GlossaryTermName, GlossaryTerm> = {
  deposit: {
    word: { ko: '입금', en: 'deposit', jp: '入金', vn: 'nạp', cn: '充值', th: 'ฝาก' },
    keys: [
      'nav.deposit',
      'play.deposit',
      'wallet.deposit.title',
      'wallet.deposit.submit',
      'wallet.deposit.cancelled',
      'wallet.amount.deposit',
      'wallet.history.deposit',
      'wallet.locked.deposit',
      'restricted.depositHistory',
      'dialog.depositCancel',
      'info.topics.terms.p3',
    ],
    // 存款 is a bank's savings deposit; players of Chinese sites top up (充值).
    wrong: { cn: [/存款/, /存提款/] },
  },
  withdrawal: {
    word: { ko: '출금', en: 'withdraw', jp: '出金', vn: 'rút', cn: '提现', th: 'ถอน' },
    keys: [
      'nav.withdraw',
      'wallet.withdraw.title',
      'wallet.withdraw.submit',
      'wallet.amount.withdraw',
      'wallet.history.withdraw',
      'wallet.locked.withdraw',
      'wallet.gameMoney.held',
      'account.banknum',
      'register.bankAccount',
      'info.topics.terms.p3',
    ],
    wrong: { cn: [/提款/, /取款/] },
  },
  balance: {
    word: { ko: '보유머니', en: 'balance', jp: '残高', vn: 'số dư', cn: '余额', th: 'ยอดเงินคงเหลือ' },
    keys: [
      'wallet.balance',
      'account.balance',
      'wallet.deposit.done',
      'wallet.withdraw.done',
      'wallet.withdraw.balance',
      'wallet.rules.withdraw',
      'wallet.comp.done',
      'wallet.comp.aboutRate',
      'wallet.toPoint.title',
      'wallet.toPoint.balance',
      'wallet.gameMoney.held',
      'wallet.gameMoney.done',
      'dialog.compConvert',
      'protection.restriction.still',
      'play.addToGame.hint',
      'play.addToGame.balance',
    ],
    distinctFrom: 'holdings',
    wrong: { ko: [/보유금/, /지갑 잔액/], jp: [/保有マネー/], th: [/ยอดเงินในกระเป๋า/] },
  },
  holdings: {
    word: { ko: '총 보유머니', en: 'total balance', jp: '合計残高', vn: 'tổng số dư', cn: '总余额', th: 'ยอดเงินรวม' },
    keys: ['user.holdings', 'account.holdings', 'account.holdingsHint', 'play.holdings'],
  },
  gameMoney: {
    word: { ko: '게임머니', en: 'game money', jp: 'ゲームマネー', vn: 'tiền trong trò chơi', cn: '游戏资金', th: 'เงินในเกม' },
    keys: ['wallet.gameMoney.back', 'account.gameMoney', 'account.holdingsHint', 'play.gameMoney', 'dialog.gameMoneyBack'],
    wrong: { ko: [/게임 중인 머니/], jp: [/ゲーム中のマネー/], cn: [/游戏币/, /游戏中资金/] },
  },
  comp: {
    word: { ko: '콤프', en: 'comp', jp: 'コンプ', vn: 'điểm comp', cn: '积分', th: 'แต้ม' },
    keys: [
      'nav.comp',
      'user.comp',
      'format.comp',
      'wallet.comp.title',
      'wallet.comp.comp',
      'wallet.comp.about',
      'wallet.amount.comp',
      'wallet.toPoint.title',
      'wallet.unsettled.comp',
    ],
    // คอมพ์ is how Thai shortens "computer".
    wrong: { th: [/คอมพ/], vn: [/(?<!điểm )comp/i] },
  },
  compConversion: {
    word: { ko: '전환', en: 'conver', jp: '交換', vn: 'đổi', cn: '兑换', th: 'แลก' },
    keys: [
      'wallet.comp.title',
      'wallet.comp.convert',
      'wallet.comp.convertAll',
      'wallet.comp.aboutMinimum',
      'wallet.unsettled.comp',
      'dialog.compConvert',
      'dialog.compConvertAll',
    ],
    // 転換 and 转换 copy 전환; points are exchanged (交換) or redeemed (兑换).
    wrong: { jp: [/転換/], cn: [/转换/], th: [/(?<!เปลี่ยน)แปลง/] },
  },
  note: {
    word: { ko: '쪽지', en: 'note', jp: 'メッセージ', vn: 'tin nhắn', cn: '站内信', th: 'ข้อความ' },
    keys: ['nav.note', 'user.notes', 'notes.title', 'notes.empty', 'notes.list', 'dialog.noteDelete', 'wallet.account.filed', 'protection.restriction.still'],
    wrong: { vn: [/hộp thư/i] },
  },
  notice: {
    word: { ko: '공지', en: 'notice', jp: 'お知らせ', vn: 'thông báo', cn: '公告', th: 'ประกาศ' },
    keys: ['nav.notice', 'notices.title', 'notices.list', 'notices.empty', 'home.noNotices', 'popup.counter', 'info.topics.terms.p4'],
  },
  customerCentre: {
    word: { ko: '고객센터', en: 'customer centre', jp: 'カスタマーサポート', vn: 'hỗ trợ khách hàng', cn: '客服', th: 'บริการลูกค้า' },
    keys: [
      'nav.help',
      'help.title',
      'help.operator',
      'error.body',
      'dialog.msg2004',
      'layout.support',
      'layout.supportContact',
      'restricted.allowed',
      'info.helpLink',
      'info.topics.privacy.p4',
      'info.topics.contact.p1',
      'info.topics.contact.p2',
    ],
    wrong: {
      en: [/customer support/i, /support team/i],
      jp: [/カスタマーセンター/, /サポート窓口/, /サポート担当/],
      vn: [/chăm sóc khách hàng/i, /trung tâm hỗ trợ(?! khách hàng)/i, /bộ phận hỗ trợ(?! khách hàng)/i],
    },
  },
  userId: {
    word: { ko: '아이디', en: 'ID', jp: 'ID', vn: 'tên đăng nhập', cn: '用户名', th: 'ชื่อผู้ใช้' },
    keys: ['auth.userId', 'account.userId', 'register.userId', 'register.error.userIdRequired', 'register.forgot.intro', 'dialog.msg2030', 'info.topics.privacy.p1'],
    // 账号 also reads as the bank account number (银行账号); the player's account itself is 账户.
    wrong: { cn: [/(?<!银行)账号/], th: [/ไอดี/] },
  },
  bankAccountNumber: {
    word: { ko: '계좌번호', en: 'account number', jp: '口座番号', vn: 'số tài khoản', cn: '银行账号', th: 'เลขที่บัญชี' },
    keys: ['wallet.bank.number', 'register.banknum', 'account.banknum', 'register.error.banknumRequired', 'register.error.banknumDigits'],
    wrong: { cn: [/卡号/], th: [/เลขบัญชี/] },
  },
  bet: {
    word: { ko: '베팅', en: 'bet', jp: 'ベット', vn: 'cược', cn: '投注', th: 'เดิมพัน' },
    keys: ['nav.bets', 'wallet.bets.title', 'wallet.bets.list', 'wallet.bets.empty', 'wallet.bets.filter.label'],
    wrong: { cn: [/下注/] },
  },
  net: {
    word: { ko: '손익', en: 'net', jp: '収支', vn: 'lãi/lỗ', cn: '盈亏', th: 'ได้/เสีย' },
    keys: ['user.net', 'wallet.bets.totals.net', 'wallet.bets.col.net', 'dialog.realityCheck'],
    wrong: { jp: [/損益/], th: [/กำไร\/ขาดทุน/] },
  },
  jackpot: {
    word: { ko: '잭팟', en: 'jackpot', jp: 'ジャックポット', vn: 'jackpot', cn: '奖池', th: 'แจ็คพอต' },
    keys: ['home.jackpotTitle', 'home.jackpotMega', 'home.jackpotMajor', 'home.jackpotMinor', 'catalogue.tag.jackpot'],
    wrong: { vn: [/hũ thưởng/i], cn: [/大奖(?!池)/] },
  },
  provider: {
    word: { ko: '게임사', en: 'provider', jp: 'プロバイダー', vn: 'nhà cung cấp', cn: '厂商', th: 'ค่ายเกม' },
    keys: [
      'catalogue.providers',
      'catalogue.findProvider',
      'catalogue.noProvider',
      'games.slotList',
      'games.backToCompanies',
      'games.noSuchCompany',
      'collections.providersOf.casino',
      'collections.providersOf.slot',
    ],
    // ผู้ให้บริการ also names the operator; Thai players call a game studio ค่ายเกม.
    wrong: { jp: [/ゲーム会社/], cn: [/供应商/], th: [/ผู้ให้บริการ/] },
  },
  casino: {
    word: { ko: '카지노', en: 'casino', jp: 'カジノ', vn: 'casino', cn: '娱乐场', th: 'คาสิโน' },
    keys: ['games.casino', 'games.casinoList', 'home.bannerEyebrow', 'home.intro', 'app.tagline', 'collections.providersOf.casino'],
    wrong: { vn: [/sòng bài/i, /sòng bạc/i] },
  },
  slot: {
    word: { ko: '슬롯', en: 'slot', jp: 'スロット', vn: 'slot', cn: '老虎机', th: 'สล็อต' },
    keys: ['games.slot', 'games.slotList', 'home.bannerEyebrow', 'home.intro', 'app.tagline', 'collections.providersOf.slot'],
    wrong: { vn: [/quay hũ/i] },
  },
  responsibleGaming: {
    word: { ko: '책임감 있는 게임', en: 'responsible gaming', jp: '責任あるゲーム', vn: 'chơi có trách nhiệm', cn: '理性游戏', th: 'เล่นอย่างรับผิดชอบ' },
    keys: [
      'protection.title',
      'layout.protection',
      'layout.info.responsible',
      'account.protection.title',
      'account.protection.link',
      'wallet.limit.tools',
      'info.topics.responsible.p3',
    ],
  },
  depositLimit: {
    word: { ko: '입금 한도', en: 'deposit limit', jp: '入金制限', vn: 'giới hạn nạp', cn: '充值限额', th: 'ขีดจำกัดการฝาก' },
    keys: [
      'protection.limits.title',
      'wallet.limit.tools',
      'wallet.limit.over.day',
      'wallet.limitOffer.set',
      'account.protection.text',
      'info.topics.responsible.p3',
    ],
    wrong: { jp: [/入金上限/], vn: [/hạn mức/i], th: [/วงเงิน/] },
  },
  realityCheck: {
    word: { ko: '이용 시간 알림', en: 'reality check', jp: 'プレイ時間のお知らせ', vn: 'nhắc nhở thời gian chơi', cn: '游戏时间提醒', th: 'แจ้งเตือนเวลาเล่น' },
    keys: ['protection.reality.title', 'protection.reality.savedOff', 'dialog.title.realityCheck', 'account.protection.text', 'info.topics.responsible.p3'],
  },
  break: {
    word: { ko: '휴식', en: 'break', jp: '休止', vn: 'tạm nghỉ', cn: '暂停', th: 'พัก' },
    keys: [
      'protection.break.title',
      'protection.break.submit',
      'protection.restriction.break.title',
      'protection.restriction.break.text',
      'restricted.break',
      'wallet.restricted.break',
      'dialog.protectionBreak',
      'dialog.gameRestricted',
      'info.topics.responsible.p3',
    ],
  },
  selfExclusion: {
    word: { ko: '자가 이용 제한', en: 'exclu', jp: '自己排除', vn: 'tự loại trừ', cn: '自我排除', th: 'กันตนเอง' },
    keys: [
      'protection.exclusion.title',
      'protection.exclusion.submit',
      'protection.restriction.exclusion.title',
      'protection.restriction.exclusion.text',
      'protection.limits.readOnly',
      'restricted.exclusion',
      'wallet.restricted.exclusion',
      'dialog.protectionExclusion',
      'dialog.gameRestricted',
      'account.protection.text',
      'info.topics.responsible.p3',
    ],
    // 自己除外 copies 자가 제외; จำกัดตนเอง reads as "limit yourself", i.e. a deposit limit.
    wrong: { jp: [/除外/], th: [/จำกัดตนเอง/, /กันตัวเอง/] },
  },
};

/** Phrases that said something else than Korean and English mean: never in a bundle value of that language. */
export const MISREADINGS: Partial<Record<Locale, readonly { pattern: RegExp; why: string }[]>> = {
  vn: [
    { pattern: /(?<!cho )đến lúc đó/i, why: '"when that time comes" where "until then" (cho đến lúc đó) is meant' },
    { pattern: /có thể vẫn đã/i, why: 'ungrammatical "may still have already"' },
  ],
  cn: [{ pattern: /旋转赢/, why: '"spin to win", another feature than Hold & Win' }],
};
