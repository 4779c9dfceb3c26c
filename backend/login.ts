import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { LoginMethod } from '@/lib/contract/security';
import { CHANGE_TOKEN_MS, changeToken, countedMemberOfSession, startSession, wireUser } from './auth';
import type { Db, Tx } from './db';
import { loginHistory, notes, sessions, siteConfigs } from './db/schema';
import { deviceOf } from './device';
import { transferOut } from './gameWallet';
import { otherMarket } from './market';
import type { Deps, Visitor } from './ops';

export const recordLogin = (
  db: Db,
  userId: number,
  method: LoginMethod,
  success: boolean,
  visitor: Pick<Visitor, 'ip' | 'userAgent'>,
  at: Date,
  sessionId?: string,
) =>
  db.insert(loginHistory).values({
    userId,
    method,
    success,
    ip: visitor.ip,
    device: deviceOf(visitor.userAgent),
    sessionId: sessionId ?? null,
    createdAt: at,
  });

export type NoteLanguage = 'ko' | 'en' | 'jp' | 'vn' | 'cn' | 'th';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A time in a note, to the minute in UTC: the backend does not know the member's time zone. */
export const noteTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The note a login from a new device leaves, in the site's default language (the backend does not know the member's). */
const NEW_DEVICE_NOTE: Record<
  NoteLanguage,
  { title: string; body: (device: string, ip: string, time: string) => string }
> = {
  ko: {
    title: '새 기기에서 로그인했습니다',
    body: (d, ip, t) =>
      `<p>${t}에 ${d}(${ip})에서 회원님의 계정으로 로그인했습니다.</p><p>본인이 아니라면 비밀번호를 바꾸고 계정 보안에서 그 세션을 종료하세요.</p>`,
  },
  en: {
    title: 'New sign-in from another device',
    body: (d, ip, t) =>
      `<p>Your account was signed in from ${d} (${ip}) at ${t}.</p><p>If this was not you, change your password and end that session under account security.</p>`,
  },
  jp: {
    title: '新しい端末からログインがありました',
    body: (d, ip, t) =>
      `<p>${t}に${d}（${ip}）からお客様のアカウントにログインがありました。</p><p>お心当たりがない場合は、パスワードを変更し、アカウントのセキュリティからそのセッションを終了してください。</p>`,
  },
  vn: {
    title: 'Đăng nhập từ thiết bị mới',
    body: (d, ip, t) =>
      `<p>Tài khoản của bạn đã được đăng nhập từ ${d} (${ip}) lúc ${t}.</p><p>Nếu không phải bạn, hãy đổi mật khẩu và kết thúc phiên đó trong mục bảo mật tài khoản.</p>`,
  },
  cn: {
    title: '新设备登录提醒',
    body: (d, ip, t) =>
      `<p>您的账户于 ${t} 从 ${d}（${ip}）登录。</p><p>如果不是您本人，请修改密码并在账户安全中结束该会话。</p>`,
  },
  th: {
    title: 'มีการเข้าสู่ระบบจากอุปกรณ์ใหม่',
    body: (d, ip, t) =>
      `<p>มีการเข้าสู่ระบบบัญชีของคุณจาก ${d} (${ip}) เมื่อ ${t}</p><p>หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านและสิ้นสุดเซสชันนั้นในความปลอดภัยของบัญชี</p>`,
  },
};

export async function siteLanguage(db: Db | Tx, host: string): Promise<NoteLanguage> {
  if (!host) return 'ko';
  const [row] = await db
    .select({ config: siteConfigs.config })
    .from(siteConfigs)
    .where(eq(siteConfigs.host, host.replace(/^www\./, '')));
  return row?.config.defaultLanguage ?? row?.config.languages?.[0] ?? 'ko';
}

/** A note when the member has logged in before, but never from this browser and system. */
async function noteNewDevice(db: Db, userId: number, sessionId: string, device: string, visitor: Visitor, at: Date) {
  const earlier = (extra?: SQL) =>
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), extra))
      .limit(1);
  const [[before], [same]] = await Promise.all([earlier(), earlier(eq(sessions.device, device))]);
  if (!before || same) return;
  const { title, body } = NEW_DEVICE_NOTE[await siteLanguage(db, visitor.host)];
  await db
    .insert(notes)
    .values({ userId, title, contents: body(escapeHtml(device), escapeHtml(visitor.ip), noteTime(at)), createdAt: at });
}

/** What a login answers once every factor is in: no session on another market's host, a new password first after a reset, else a session. */
export async function completeLogin(
  { db, secret, config }: Pick<Deps, 'db' | 'secret' | 'config'>,
  user: { id: number; mustChange: boolean },
  method: LoginMethod,
  visitor: Visitor,
  at: Date,
) {
  const elsewhere = await otherMarket(db, config, user.id, visitor.host);
  if (elsewhere) return elsewhere;
  if (user.mustChange) {
    await recordLogin(db, user.id, method, true, visitor, at);
    const expiresAt = new Date(at.getTime() + CHANGE_TOKEN_MS);
    return {
      status: 'change' as const,
      changeToken: changeToken(secret, user.id, expiresAt),
      expiresAt: expiresAt.toISOString(),
    };
  }
  // Game money left by a session that ended without logout comes home before the new session counts the balance.
  await transferOut(db, user.id, visitor.host);
  const session = await startSession(db, secret, user.id, visitor.ip, at, visitor.userAgent);
  await recordLogin(db, user.id, method, true, visitor, at, session.id);
  await noteNewDevice(db, user.id, session.id, deviceOf(visitor.userAgent), visitor, at);
  const member = await countedMemberOfSession(db, session.id, at);
  return {
    status: 'success' as const,
    token: session.token,
    user: wireUser(member!),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** Whether the member has ever logged in from this address (a session, live or not, started there). */
export async function hasLoggedInFrom(db: Db, userId: number, ip: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return Boolean(row);
}
