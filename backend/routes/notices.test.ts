import { describe, expect, it } from 'vitest';
import { setupBackend } from '../testing';

const backend = setupBackend();
const { call, admin, post } = backend;

describe('notices and pop-ups', () => {
  it('returns every notice with its domain, newest first (the portal filters)', async () => {
    const { notices } = await call('get-user-notices');
    const domains = notices.map((n) => n.domain);
    expect(domains).toEqual(
      expect.arrayContaining([
        '',
        'localhost',
        '127.0.0.1',
        'casino.example.com',
        'localhost,casino.example.com',
        'localhost|127.0.0.1',
      ]),
    );
    const dates = notices.map((n) => Date.parse(n.lastDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('returns pop-ups with position, colour and HTML contents', async () => {
    const { note } = await call('get-notice-popup');
    expect(note.length).toBeGreaterThanOrEqual(3);
    expect(note.find((p) => p.domain === '')).toMatchObject({
      titleColor: '#f5c451',
      posX: 40,
      contents: { ko: expect.stringContaining('<strong>'), en: expect.stringContaining('<strong>') },
    });
  });

  it('shows what the operator posts', async () => {
    const notice = await admin('create-notice', { title: '새 공지', contents: '<p>본문</p>', domain: 'localhost' });
    expect((await call('get-user-notices')).notices[0]).toMatchObject({
      id: notice.id,
      title: '새 공지',
      domain: 'localhost',
    });
    const popup = await admin('create-popup', {
      title: '팝업',
      titleColor: '#fff',
      contents: '<p>x</p>',
      posX: 10,
      posY: 20,
      domain: '',
    });
    expect((await call('get-notice-popup')).note[0]).toMatchObject({ id: popup.id, posX: 10, posY: 20 });
  });

  it('keeps a notice and a pop-up written per language whole, and a plain string as it was', async () => {
    const title = { ko: '서버 점검', en: 'Server maintenance', vn: 'Bảo trì máy chủ' };
    const notice = await admin('create-notice', {
      title,
      contents: { ko: '<p>점검</p>', en: '<p>Maintenance</p>' },
      domain: '',
    });
    expect((await call('get-user-notices')).notices.find((each) => each.id === notice.id)).toMatchObject({
      title,
      contents: { ko: '<p>점검</p>', en: '<p>Maintenance</p>' },
    });
    const popup = await admin('create-popup', {
      title: { en: 'Only English' },
      titleColor: '#fff',
      contents: '<p>한 언어</p>',
      posX: 0,
      posY: 0,
      domain: '',
    });
    expect((await call('get-notice-popup')).note.find((each) => each.id === popup.id)).toMatchObject({
      title: { en: 'Only English' },
      contents: '<p>한 언어</p>',
    });
  });

  it('refuses an empty object, an unknown language or a blank text, and stores nothing', async () => {
    const headers = { 'x-admin-key': 'test-admin-key' };
    const before = (await call('get-user-notices')).notices.length;
    const base = { title: '공지', contents: '<p>x</p>', domain: '' };
    for (const [patch, field] of [
      [{ title: {} }, 'title'],
      [{ title: { de: 'Wartung' } }, 'title'],
      [{ contents: { ko: '  ' } }, 'contents'],
    ] as const) {
      const response = await post('/admin/create-notice', { params: { ...base, ...patch } }, headers);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect(((await response.json()) as { field: string }).field).toMatch(new RegExp(`^${field}`));
    }
    expect((await call('get-user-notices')).notices).toHaveLength(before);
  });

  it('refuses a pop-up with a bad colour or position', async () => {
    const headers = { 'x-admin-key': 'test-admin-key' };
    const base = { title: 't', titleColor: '#fff', contents: 'c', posX: 0, posY: 0, domain: '' };
    for (const [patch, field] of [
      [{ titleColor: 'red;background:url(x)' }, 'titleColor'],
      [{ posX: -1 }, 'posX'],
      [{ posY: 1.5 }, 'posY'],
    ] as const) {
      const response = await post('/admin/create-popup', { params: { ...base, ...patch } }, headers);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field });
    }
  });
});
