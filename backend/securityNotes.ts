import { eq } from 'drizzle-orm';
import type { Db, Tx } from './db';
import { notes, securityAudit, users } from './db/schema';
import { escapeHtml, noteTime, siteLanguage, type NoteLanguage } from './login';

export type SecurityChange =
  | 'passkey_added'
  | 'passkey_removed'
  | 'two_factor_on'
  | 'two_factor_off'
  | 'recovery_codes_renewed'
  | 'password_reset'
  | 'two_factor_reset'
  | 'second_step_locked';

type Texts = {
  title: Record<SecurityChange, string>;
  line: Record<SecurityChange, (p: { time: string; name: string; until: string }) => string>;
  warn: string;
};

/** A note for each change to how a member signs in, in the site's default language (the backend does not know the member's). */
const TEXTS: Record<NoteLanguage, Texts> = {
  ko: {
    title: {
      passkey_added: '패스키가 추가되었습니다',
      passkey_removed: '패스키가 삭제되었습니다',
      two_factor_on: '2단계 로그인이 켜졌습니다',
      two_factor_off: '2단계 로그인이 꺼졌습니다',
      recovery_codes_renewed: '복구 코드를 새로 만들었습니다',
      password_reset: '운영자가 비밀번호를 초기화했습니다',
      two_factor_reset: '운영자가 2단계 로그인을 초기화했습니다',
      second_step_locked: '잘못된 인증 코드가 반복되어 2단계 로그인을 잠갔습니다',
    },
    line: {
      passkey_added: ({ time, name }) => `${time}에 회원님의 계정에 패스키 “${name}”이(가) 추가되었습니다.`,
      passkey_removed: ({ time, name }) => `${time}에 회원님의 계정에서 패스키 “${name}”이(가) 삭제되었습니다.`,
      two_factor_on: ({ time }) => `${time}에 회원님의 계정에 2단계 로그인이 켜졌습니다.`,
      two_factor_off: ({ time }) => `${time}에 회원님의 계정의 2단계 로그인이 꺼졌습니다.`,
      recovery_codes_renewed: ({ time }) =>
        `${time}에 새 복구 코드를 만들었습니다. 이전 복구 코드는 더 이상 쓸 수 없습니다.`,
      password_reset: ({ time }) =>
        `${time}에 운영자가 비밀번호를 초기화했습니다. 모든 세션이 종료되고 패스키가 삭제되었습니다.`,
      two_factor_reset: ({ time }) =>
        `${time}에 운영자가 2단계 로그인을 초기화했습니다. 모든 세션이 종료되고 패스키가 삭제되었습니다.`,
      second_step_locked: ({ time, until }) =>
        `${time}까지 한 시간 안에 잘못된 인증 코드가 여러 번 입력되어 ${until}까지 2단계 로그인을 잠갔습니다.`,
    },
    warn: '본인이 한 일이 아니라면 비밀번호를 바꾸고 계정 보안을 확인하세요.',
  },
  en: {
    title: {
      passkey_added: 'A passkey was added',
      passkey_removed: 'A passkey was removed',
      two_factor_on: 'Two-step sign-in was turned on',
      two_factor_off: 'Two-step sign-in was turned off',
      recovery_codes_renewed: 'New recovery codes were made',
      password_reset: 'Your password was reset by the operator',
      two_factor_reset: 'Two-step sign-in was reset by the operator',
      second_step_locked: 'Two-step sign-in locked after wrong codes',
    },
    line: {
      passkey_added: ({ time, name }) => `The passkey “${name}” was added to your account at ${time}.`,
      passkey_removed: ({ time, name }) => `The passkey “${name}” was removed from your account at ${time}.`,
      two_factor_on: ({ time }) => `Two-step sign-in was turned on for your account at ${time}.`,
      two_factor_off: ({ time }) => `Two-step sign-in was turned off for your account at ${time}.`,
      recovery_codes_renewed: ({ time }) => `New recovery codes were made at ${time}; the earlier ones no longer work.`,
      password_reset: ({ time }) =>
        `The operator reset your password at ${time}. Every session was ended and your passkeys were removed.`,
      two_factor_reset: ({ time }) =>
        `The operator reset your two-step sign-in at ${time}. Every session was ended and your passkeys were removed.`,
      second_step_locked: ({ time, until }) =>
        `Wrong sign-in codes were entered many times within the hour up to ${time}, so the second step is locked until ${until}.`,
    },
    warn: 'If this was not you, change your password and check your account security.',
  },
  jp: {
    title: {
      passkey_added: 'パスキーが追加されました',
      passkey_removed: 'パスキーが削除されました',
      two_factor_on: '2段階ログインがオンになりました',
      two_factor_off: '2段階ログインがオフになりました',
      recovery_codes_renewed: 'リカバリーコードを新しく作成しました',
      password_reset: '運営者がパスワードをリセットしました',
      two_factor_reset: '運営者が2段階ログインをリセットしました',
      second_step_locked: '誤ったコードが続いたため2段階ログインをロックしました',
    },
    line: {
      passkey_added: ({ time, name }) => `${time}にお客様のアカウントにパスキー「${name}」が追加されました。`,
      passkey_removed: ({ time, name }) => `${time}にお客様のアカウントからパスキー「${name}」が削除されました。`,
      two_factor_on: ({ time }) => `${time}にお客様のアカウントの2段階ログインがオンになりました。`,
      two_factor_off: ({ time }) => `${time}にお客様のアカウントの2段階ログインがオフになりました。`,
      recovery_codes_renewed: ({ time }) =>
        `${time}に新しいリカバリーコードを作成しました。以前のコードは使えなくなりました。`,
      password_reset: ({ time }) =>
        `${time}に運営者がパスワードをリセットしました。すべてのセッションが終了し、パスキーは削除されました。`,
      two_factor_reset: ({ time }) =>
        `${time}に運営者が2段階ログインをリセットしました。すべてのセッションが終了し、パスキーは削除されました。`,
      second_step_locked: ({ time, until }) =>
        `${time}までの1時間に誤ったコードが何度も入力されたため、${until}まで2段階ログインをロックしました。`,
    },
    warn: 'お心当たりがない場合は、パスワードを変更し、アカウントのセキュリティを確認してください。',
  },
  vn: {
    title: {
      passkey_added: 'Đã thêm một khóa truy cập',
      passkey_removed: 'Đã xóa một khóa truy cập',
      two_factor_on: 'Đã bật đăng nhập hai bước',
      two_factor_off: 'Đã tắt đăng nhập hai bước',
      recovery_codes_renewed: 'Đã tạo mã khôi phục mới',
      password_reset: 'Nhà điều hành đã đặt lại mật khẩu của bạn',
      two_factor_reset: 'Nhà điều hành đã đặt lại đăng nhập hai bước',
      second_step_locked: 'Đăng nhập hai bước bị khóa do nhập sai mã',
    },
    line: {
      passkey_added: ({ time, name }) => `Khóa truy cập “${name}” đã được thêm vào tài khoản của bạn lúc ${time}.`,
      passkey_removed: ({ time, name }) => `Khóa truy cập “${name}” đã bị xóa khỏi tài khoản của bạn lúc ${time}.`,
      two_factor_on: ({ time }) => `Đăng nhập hai bước đã được bật cho tài khoản của bạn lúc ${time}.`,
      two_factor_off: ({ time }) => `Đăng nhập hai bước đã bị tắt cho tài khoản của bạn lúc ${time}.`,
      recovery_codes_renewed: ({ time }) => `Mã khôi phục mới đã được tạo lúc ${time}; các mã cũ không còn dùng được.`,
      password_reset: ({ time }) =>
        `Nhà điều hành đã đặt lại mật khẩu của bạn lúc ${time}. Mọi phiên đã kết thúc và các khóa truy cập đã bị xóa.`,
      two_factor_reset: ({ time }) =>
        `Nhà điều hành đã đặt lại đăng nhập hai bước của bạn lúc ${time}. Mọi phiên đã kết thúc và các khóa truy cập đã bị xóa.`,
      second_step_locked: ({ time, until }) =>
        `Mã đăng nhập sai đã được nhập nhiều lần trong một giờ đến ${time}, nên bước thứ hai bị khóa đến ${until}.`,
    },
    warn: 'Nếu không phải bạn, hãy đổi mật khẩu và kiểm tra bảo mật tài khoản.',
  },
  cn: {
    title: {
      passkey_added: '已添加通行密钥',
      passkey_removed: '已删除通行密钥',
      two_factor_on: '已开启两步登录',
      two_factor_off: '已关闭两步登录',
      recovery_codes_renewed: '已生成新的恢复码',
      password_reset: '运营方已重置您的密码',
      two_factor_reset: '运营方已重置两步登录',
      second_step_locked: '验证码错误次数过多，两步登录已锁定',
    },
    line: {
      passkey_added: ({ time, name }) => `您的账户于 ${time} 添加了通行密钥“${name}”。`,
      passkey_removed: ({ time, name }) => `您的账户于 ${time} 删除了通行密钥“${name}”。`,
      two_factor_on: ({ time }) => `您的账户于 ${time} 开启了两步登录。`,
      two_factor_off: ({ time }) => `您的账户于 ${time} 关闭了两步登录。`,
      recovery_codes_renewed: ({ time }) => `于 ${time} 生成了新的恢复码，之前的恢复码已失效。`,
      password_reset: ({ time }) => `运营方于 ${time} 重置了您的密码。所有会话均已结束，通行密钥已删除。`,
      two_factor_reset: ({ time }) => `运营方于 ${time} 重置了您的两步登录。所有会话均已结束，通行密钥已删除。`,
      second_step_locked: ({ time, until }) =>
        `截至 ${time} 的一小时内多次输入了错误的验证码，两步登录已锁定至 ${until}。`,
    },
    warn: '如果不是您本人操作，请修改密码并检查账户安全。',
  },
  th: {
    title: {
      passkey_added: 'มีการเพิ่มพาสคีย์',
      passkey_removed: 'มีการลบพาสคีย์',
      two_factor_on: 'เปิดการเข้าสู่ระบบสองขั้นตอนแล้ว',
      two_factor_off: 'ปิดการเข้าสู่ระบบสองขั้นตอนแล้ว',
      recovery_codes_renewed: 'สร้างรหัสกู้คืนชุดใหม่แล้ว',
      password_reset: 'ผู้ให้บริการรีเซ็ตรหัสผ่านของคุณแล้ว',
      two_factor_reset: 'ผู้ให้บริการรีเซ็ตการเข้าสู่ระบบสองขั้นตอนแล้ว',
      second_step_locked: 'ล็อกการเข้าสู่ระบบสองขั้นตอนเพราะใส่รหัสผิดหลายครั้ง',
    },
    line: {
      passkey_added: ({ time, name }) => `มีการเพิ่มพาสคีย์ “${name}” ในบัญชีของคุณเมื่อ ${time}`,
      passkey_removed: ({ time, name }) => `มีการลบพาสคีย์ “${name}” ออกจากบัญชีของคุณเมื่อ ${time}`,
      two_factor_on: ({ time }) => `เปิดการเข้าสู่ระบบสองขั้นตอนสำหรับบัญชีของคุณเมื่อ ${time}`,
      two_factor_off: ({ time }) => `ปิดการเข้าสู่ระบบสองขั้นตอนสำหรับบัญชีของคุณเมื่อ ${time}`,
      recovery_codes_renewed: ({ time }) => `สร้างรหัสกู้คืนชุดใหม่เมื่อ ${time} รหัสชุดเดิมใช้ไม่ได้แล้ว`,
      password_reset: ({ time }) => `ผู้ให้บริการรีเซ็ตรหัสผ่านของคุณเมื่อ ${time} ทุกเซสชันสิ้นสุดแล้วและพาสคีย์ถูกลบแล้ว`,
      two_factor_reset: ({ time }) => `ผู้ให้บริการรีเซ็ตการเข้าสู่ระบบสองขั้นตอนของคุณเมื่อ ${time} ทุกเซสชันสิ้นสุดแล้วและพาสคีย์ถูกลบแล้ว`,
      second_step_locked: ({ time, until }) =>
        `มีการใส่รหัสเข้าสู่ระบบผิดหลายครั้งภายในหนึ่งชั่วโมงจนถึง ${time} ขั้นตอนที่สองจึงถูกล็อกถึง ${until}`,
    },
    warn: 'หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านและตรวจสอบความปลอดภัยของบัญชี',
  },
};

/** Leaves the member a note about a change to how they sign in; `host` picks the language (the member's own site when none). */
export async function noteSecurityChange(
  db: Db | Tx,
  userId: number,
  change: SecurityChange,
  at: Date,
  { host, name = '', until }: { host?: string; name?: string; until?: Date } = {},
) {
  const site =
    host || (await db.select({ domain: users.domain }).from(users).where(eq(users.id, userId)))[0]?.domain || '';
  const texts = TEXTS[await siteLanguage(db, site)];
  const line = texts.line[change]({
    time: noteTime(at),
    name: escapeHtml(name),
    until: until ? noteTime(until) : '',
  });
  await db.insert(notes).values({
    userId,
    title: texts.title[change],
    contents: `<p>${line}</p><p>${texts.warn}</p>`,
    createdAt: at,
  });
}

/** The security audit's row for a change of how a member signs in (or of who signed in where). */
export const auditSecurity = (
  db: Db | Tx,
  userId: number,
  action: (typeof securityAudit.$inferInsert)['action'],
  ip: string,
  at: Date,
) => db.insert(securityAudit).values({ userId, action, ip, createdAt: at });
