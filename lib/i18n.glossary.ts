import type { Locale } from './i18n';

/**
 * The product's terms: the one word each language uses and the renderings we replaced (none may appear in any value
 * of that language). Every key whose Korean carries the term's Korean word must carry the term's word in each other
 * language too; the keys are found in the Korean bundles, not listed. A word is written as a stem where grammar
 * bends it (en "regist" for register and registration), and a variant it would also match is listed as wrong.
 * Read by lib/i18n.glossary.test.ts; how a translation is reviewed is in docs/decisions.md ("Languages").
 */
export interface GlossaryTerm {
  word: Record<Locale, string>;
  /** Known wrong renderings, per language: never in a bundle value of that language. */
  wrong?: Partial<Record<Locale, readonly RegExp[]>>;
  /** A longer term whose word contains this one's (holdings ⊃ balance): where only it is said, this term is not. */
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
  | 'selfExclusion'
  | 'logIn'
  | 'register'
  | 'twoStep'
  | 'passkey'
  | 'recoveryCode'
  | 'session';

export const GLOSSARY: Record<GlossaryTermName, GlossaryTerm> = {
  deposit: {
    word: { ko: '입금', en: 'deposit', jp: '入金', vn: 'nạp', cn: '充值', th: 'ฝาก' },
    // 存款 is a bank's savings deposit; players of Chinese sites top up (充值).
    wrong: { cn: [/存款/, /存提款/] },
  },
  withdrawal: {
    word: { ko: '출금', en: 'withdraw', jp: '出金', vn: 'rút', cn: '提现', th: 'ถอน' },
    wrong: { cn: [/提款/, /取款/] },
  },
  balance: {
    word: { ko: '보유머니', en: 'balance', jp: '残高', vn: 'số dư', cn: '余额', th: 'ยอดเงินคงเหลือ' },
    distinctFrom: 'holdings',
    // The wallet alone is the balance; "wallet balance" made a third name beside balance and total balance.
    wrong: { ko: [/보유금/, /지갑 잔액/], en: [/wallet balance/i], jp: [/保有マネー/], th: [/ยอดเงินในกระเป๋า/] },
  },
  holdings: {
    word: { ko: '총 보유머니', en: 'total balance', jp: '合計残高', vn: 'tổng số dư', cn: '总余额', th: 'ยอดเงินรวม' },
  },
  gameMoney: {
    word: {
      ko: '게임머니',
      en: 'game money',
      jp: 'ゲームマネー',
      vn: 'tiền trong trò chơi',
      cn: '游戏资金',
      th: 'เงินในเกม',
    },
    wrong: { ko: [/게임 중인 머니/], jp: [/ゲーム中のマネー/], cn: [/游戏币/, /游戏中资金/] },
  },
  comp: {
    word: { ko: '콤프', en: 'comp', jp: 'コンプ', vn: 'điểm comp', cn: '积分', th: 'แต้ม' },
    // คอมพ์ is how Thai shortens "computer".
    wrong: { th: [/คอมพ/], vn: [/(?<!điểm )comp/i] },
  },
  compConversion: {
    word: { ko: '전환', en: 'conver', jp: '交換', vn: 'đổi', cn: '兑换', th: 'แลก' },
    // 転換 and 转换 copy 전환; points are exchanged (交換) or redeemed (兑换).
    wrong: { jp: [/転換/], cn: [/转换/], th: [/(?<!เปลี่ยน)แปลง/] },
  },
  note: {
    word: { ko: '쪽지', en: 'note', jp: 'メッセージ', vn: 'tin nhắn', cn: '站内信', th: 'ข้อความ' },
    wrong: { vn: [/hộp thư/i] },
  },
  notice: {
    word: { ko: '공지', en: 'notice', jp: 'お知らせ', vn: 'thông báo', cn: '公告', th: 'ประกาศ' },
  },
  customerCentre: {
    word: {
      ko: '고객센터',
      en: 'customer centre',
      jp: 'カスタマーサポート',
      vn: 'hỗ trợ khách hàng',
      cn: '客服',
      th: 'ศูนย์บริการลูกค้า',
    },
    wrong: {
      en: [/customer support/i, /support team/i],
      jp: [/カスタマーセンター/, /サポート窓口/, /サポート担当/],
      vn: [/chăm sóc khách hàng/i, /trung tâm hỗ trợ(?! khách hàng)/i, /bộ phận hỗ trợ(?! khách hàng)/i],
      th: [/ฝ่ายบริการลูกค้า/],
    },
  },
  userId: {
    word: { ko: '아이디', en: 'ID', jp: 'ID', vn: 'tên đăng nhập', cn: '用户名', th: 'ชื่อผู้ใช้' },
    // 账号 also reads as the bank account number (银行账号); the player's account itself is 账户.
    wrong: { cn: [/(?<!银行)账号/], th: [/ไอดี/] },
  },
  bankAccountNumber: {
    word: { ko: '계좌번호', en: 'account number', jp: '口座番号', vn: 'số tài khoản', cn: '银行账号', th: 'เลขที่บัญชี' },
    wrong: { cn: [/卡号/], th: [/เลขบัญชี/] },
  },
  bet: {
    word: { ko: '베팅', en: 'bet', jp: 'ベット', vn: 'cược', cn: '投注', th: 'เดิมพัน' },
    wrong: { cn: [/下注/] },
  },
  net: {
    word: { ko: '손익', en: 'net', jp: '収支', vn: 'lãi/lỗ', cn: '盈亏', th: 'ได้/เสีย' },
    wrong: { jp: [/損益/], th: [/กำไร\/ขาดทุน/] },
  },
  jackpot: {
    word: { ko: '잭팟', en: 'jackpot', jp: 'ジャックポット', vn: 'jackpot', cn: '奖池', th: 'แจ็คพอต' },
    wrong: { vn: [/hũ thưởng/i], cn: [/大奖(?!池)/] },
  },
  provider: {
    word: { ko: '게임사', en: 'provider', jp: 'プロバイダー', vn: 'nhà cung cấp', cn: '厂商', th: 'ค่ายเกม' },
    // ผู้ให้บริการ also names the operator; Thai players call a game studio ค่ายเกม.
    wrong: { jp: [/ゲーム会社/], cn: [/供应商/], th: [/ผู้ให้บริการ/] },
  },
  casino: {
    word: { ko: '카지노', en: 'casino', jp: 'カジノ', vn: 'casino', cn: '娱乐场', th: 'คาสิโน' },
    wrong: { vn: [/sòng bài/i, /sòng bạc/i] },
  },
  slot: {
    word: { ko: '슬롯', en: 'slot', jp: 'スロット', vn: 'slot', cn: '老虎机', th: 'สล็อต' },
    wrong: { vn: [/quay hũ/i] },
  },
  responsibleGaming: {
    word: {
      ko: '책임감 있는 게임',
      en: 'responsible gaming',
      jp: '責任あるゲーム',
      vn: 'chơi có trách nhiệm',
      cn: '理性游戏',
      th: 'เล่นอย่างรับผิดชอบ',
    },
  },
  depositLimit: {
    word: {
      ko: '입금 한도',
      en: 'deposit limit',
      jp: '入金制限',
      vn: 'giới hạn nạp',
      cn: '充值限额',
      th: 'ขีดจำกัดการฝาก',
    },
    wrong: { jp: [/入金上限/], vn: [/hạn mức/i], th: [/วงเงิน/] },
  },
  realityCheck: {
    word: {
      ko: '이용 시간 알림',
      en: 'reality check',
      jp: 'プレイ時間のお知らせ',
      vn: 'nhắc nhở thời gian chơi',
      cn: '游戏时间提醒',
      th: 'แจ้งเตือนเวลาเล่น',
    },
  },
  break: {
    word: { ko: '휴식', en: 'break', jp: '休止', vn: 'tạm nghỉ', cn: '暂停', th: 'พัก' },
  },
  selfExclusion: {
    word: {
      ko: '자가 이용 제한',
      en: 'exclu',
      jp: '自己排除',
      vn: 'tự loại trừ',
      cn: '自我排除',
      th: 'กันตนเองออกจากการเล่น',
    },
    // 自己除外 copies 자가 제외; จำกัดตนเอง reads as "limit yourself", i.e. a deposit limit; a bare กันตนเอง "guard yourself".
    wrong: { jp: [/除外/], th: [/จำกัดตนเอง/, /กันตัวเอง/, /กันตนเอง(?!ออกจากการเล่น)/] },
  },
  // Log in the verb, login the noun (login history); never sign in or sign out.
  logIn: {
    word: { ko: '로그인', en: 'log', jp: 'ログイン', vn: 'đăng nhập', cn: '登录', th: 'เข้าสู่ระบบ' },
    wrong: {
      en: [/\bsign(?:s|ed|ing)?[- ]?(?:in|out)\b/i, /\blog-in\b/i],
      jp: [/サインイン/],
      cn: [/登陆/],
      th: [/ล็อกอิน/, /เซสชัน(?!เกม)/],
    },
  },
  // Register on the menu, the page and its button; 新規登録 and "sign up" were second names for the same page.
  register: {
    word: { ko: '가입', en: 'regist', jp: '登録', vn: 'đăng ký', cn: '注册', th: 'สมัคร' },
    wrong: {
      en: [/sign[- ]?up/i, /create (?:my|your) account/i, /creating your account/i, /\bjoin\b/i],
      jp: [/新規登録/],
    },
  },
  twoStep: {
    word: {
      ko: '2단계 인증',
      en: 'two-step verification',
      jp: '2段階認証',
      vn: 'xác minh hai bước',
      cn: '两步验证',
      th: 'การยืนยันสองขั้นตอน',
    },
    wrong: {
      en: [/two-step(?! verification)/i],
      vn: [/(?<!xác minh )hai bước/i],
      cn: [/两步(?!验证)/],
      th: [/(?<!การยืนยัน)สองขั้นตอน/],
    },
  },
  passkey: {
    word: { ko: '패스키', en: 'passkey', jp: 'パスキー', vn: 'khóa truy cập', cn: '通行密钥', th: 'พาสคีย์' },
  },
  recoveryCode: {
    word: { ko: '복구 코드', en: 'recovery code', jp: '復旧コード', vn: 'mã khôi phục', cn: '恢复码', th: 'รหัสกู้คืน' },
    wrong: { en: [/backup code/i], jp: [/バックアップコード/, /リカバリーコード/], cn: [/备用码/] },
  },
  // A device where the member is logged in; the game's own session (play.bar) is another thing.
  session: {
    word: {
      ko: '로그인된 기기',
      en: 'logged-in device',
      jp: 'ログイン中の端末',
      vn: 'thiết bị đang đăng nhập',
      cn: '已登录设备',
      th: 'อุปกรณ์ที่เข้าสู่ระบบอยู่',
    },
    wrong: { vn: [/phiên(?! đăng nhập| chơi)/i] },
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

/** One way of writing a thing where a language had two: never in a bundle value of that language. */
export const STYLE: Partial<Record<Locale, readonly { pattern: RegExp; why: string }[]>> = {
  jp: [
    { pattern: /時間が過ぎ/, why: 'a timeout is 時間切れになりました' },
    // Brackets follow what they hold: half-width around Latin letters, digits and placeholders, full-width around Japanese.
    { pattern: /（[\x20-\x7e]*）/, why: 'half-width brackets around half-width text: (xxxxx-xxxxx)' },
    { pattern: /\([^)]*[^\x20-\x7e)][^)]*\)/, why: 'full-width brackets around Japanese text: （24時間）' },
  ],
  vn: [
    { pattern: /chơi game/i, why: 'games are trò chơi: chơi trò chơi' },
    { pattern: /^(?:Trước|Sau)$/, why: 'paging buttons read Trang trước / Trang sau' },
    { pattern: /thời gian nghỉ/i, why: 'the break is tạm nghỉ: thời gian tạm nghỉ' },
  ],
  th: [
    { pattern: /\}\} น\./, why: 'น. after a number marks a clock time; a length of time is นาที' },
    { pattern: /เล่นอย่างมีความรับผิดชอบ/, why: 'responsible gaming is เล่นอย่างรับผิดชอบ' },
  ],
};
