import { describe, expect, it } from 'vitest';
import { MAX_OPEN_HELPS } from './help';
import { setupBackend } from '../testing';

const backend = setupBackend();
const { call, admin, post, member } = backend;

describe('customer support', () => {
  it('lists the seeded threads newest first, one answered and unread', async () => {
    const token = await backend.login();
    const list = await call('get-help-list', { page: 1, size: 5 }, token);
    expect(list.maxCount).toBe(3);
    expect(list.helps.map((h) => [h.answer !== null, h.read])).toEqual([
      [false, true],
      [true, false],
      [true, true],
    ]);
  });

  it('writes a question, the operator answers, reading it clears the unread count', async () => {
    const { token } = await member();
    const written = await call('user-write-help', { title: '질문', contents: '<b>내용</b>' }, token);
    if (written.status !== 'success') throw new Error(written.status);
    expect((await call('health-check', {}, token)).helpCount).toBe(0);

    await admin('answer-help', { id: written.id, answer: '<p>답변</p>' });
    expect((await call('health-check', {}, token)).helpCount).toBe(1);
    const [item] = (await call('get-help-list', {}, token)).helps;
    expect(item).toMatchObject({ id: written.id, contents: '<b>내용</b>', answer: '<p>답변</p>', read: false });

    expect(await call('read-help-message', { id: written.id }, token)).toEqual({ status: 'success' });
    expect(await call('read-help-message', { id: written.id }, token)).toEqual({ status: 'success' });
    expect((await call('health-check', {}, token)).helpCount).toBe(0);
  });

  it(`answers wait while ${MAX_OPEN_HELPS} questions are unanswered`, async () => {
    const { token } = await member();
    for (let i = 0; i < MAX_OPEN_HELPS; i++) {
      expect(await call('user-write-help', { title: `q${i}`, contents: 'x' }, token)).toMatchObject({
        status: 'success',
      });
    }
    expect(await call('user-write-help', { title: 'one more', contents: 'x' }, token)).toEqual({ status: 'wait' });
  });

  it("refuses another member's message id and bad input", async () => {
    const owner = await member();
    const other = await member();
    const written = await call('user-write-help', { title: 'mine', contents: 'x' }, owner.token);
    if (written.status !== 'success') throw new Error(written.status);
    const auth = { authorization: `Bearer ${other.token}` };
    for (const [params, field] of [
      [{ id: written.id }, 'id'],
      [{ id: '1' }, 'id'],
      [{ id: -1 }, 'id'],
    ] as const) {
      const response = await post('/public/read-help-message', { params }, auth);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field });
    }
    const invisible = [
      { title: '\u200b\u200b', contents: 'x' },
      { title: '\u3164', contents: 'x' },
      { title: 'a\u202eb', contents: 'x' },
      { title: 't', contents: '\u2060' },
    ];
    for (const params of [
      { title: '', contents: 'x' },
      { title: 't', contents: 'x'.repeat(5001) },
      { title: 't' },
      ...invisible,
    ]) {
      expect((await post('/public/user-write-help', { params }, auth)).status).toBe(400);
    }
    expect((await call('get-help-list', {}, other.token)).maxCount).toBe(0);
  });

  it('deletes all threads of the member only', async () => {
    const { token } = await member();
    await call('user-write-help', { title: 'a', contents: 'x' }, token);
    await call('user-write-help', { title: 'b', contents: 'x' }, token);
    expect(await call('del-all-help', {}, token)).toEqual({ status: 'success', count: 2 });
    expect((await call('get-help-list', {}, token)).maxCount).toBe(0);
    expect((await call('get-help-list', {}, await backend.login())).maxCount).toBe(3);
  });

  it("deletes one of the member's own questions, again without harm, and never another member's", async () => {
    const owner = await member();
    const other = await member();
    const ids: number[] = [];
    for (const title of ['keep', 'drop']) {
      const written = await call('user-write-help', { title, contents: 'x' }, owner.token);
      if (written.status !== 'success') throw new Error(written.status);
      ids.push(written.id);
    }
    const [keep, drop] = ids;
    const auth = { authorization: `Bearer ${other.token}` };
    const refused = await post('/public/del-help-message', { params: { id: keep } }, auth);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: 'id' });

    expect(await call('del-help-message', { id: drop }, owner.token)).toEqual({ status: 'success' });
    expect(await call('del-help-message', { id: drop }, owner.token)).toEqual({ status: 'success' });
    const list = await call('get-help-list', {}, owner.token);
    expect(list.helps.map((h) => h.title)).toEqual(['keep']);
    expect(list.maxCount).toBe(1);
    expect(
      (await post('/public/del-help-message', { params: { id: 424242 } }, { authorization: `Bearer ${owner.token}` }))
        .status,
    ).toBe(400);
  });

  describe('published answers', () => {
    async function memberOf(host: string, userId: string, nick: string) {
      const profile = {
        userId,
        password: 'secret-pass',
        nick,
        phone: '010-0000-0000',
        bankname: 'Bank',
        bankOwner: 'Tester',
        banknum: '100-200-300',
      };
      expect(await call('user-register', profile, undefined, { 'x-forwarded-host': host })).toEqual({
        status: 'success',
      });
      return backend.login(userId, 'secret-pass');
    }
    async function ask(token: string, title: string) {
      const written = await call('user-write-help', { title, contents: `${title}?` }, token);
      if (written.status !== 'success') throw new Error(written.status);
      return written.id;
    }
    const publicList = (host: string) => call('get-public-help-list', {}, undefined, { 'x-forwarded-host': host });

    it('shows a visitor the answers the operator published for the asker’s site, never who asked', async () => {
      const asker = await memberOf('brand-a.test:3000', 'pubasker1', '공개질문자');
      const other = await memberOf('brand-b.test', 'pubasker2', '다른질문자');
      const published = await ask(asker, '출금은 얼마나 걸리나요');
      const kept = await ask(asker, '제 계좌 문제');
      const elsewhere = await ask(other, '다른 사이트 질문');
      await admin('answer-help', {
        id: published,
        answer: '<p>보통 10분</p><img src=x onerror=alert(1)>',
        public: true,
      });
      await admin('answer-help', { id: kept, answer: '<p>확인했습니다</p>' });
      await admin('answer-help', { id: elsewhere, answer: '<p>답</p>', public: true });

      const list = await publicList('www.brand-a.test');
      expect(list.helps.map((h) => h.id)).toEqual([published]);
      expect(Object.keys(list.helps[0]).sort()).toEqual(['answer', 'contents', 'id', 'lastDate', 'regDate', 'title']);
      expect(list.helps[0]).toMatchObject({ title: '출금은 얼마나 걸리나요', contents: '출금은 얼마나 걸리나요?' });
      expect(JSON.stringify(list)).not.toMatch(/pubasker1|공개질문자/);
      expect((await publicList('brand-b.test')).helps.map((h) => h.id)).toEqual([elsewhere]);

      // Members' own lists stay their own.
      expect((await call('get-help-list', {}, asker)).helps.map((h) => h.id)).toEqual([kept, published]);
      expect((await call('get-help-list', {}, other)).helps.map((h) => h.id)).toEqual([elsewhere]);
    });

    it('keeps an answer published until the operator withdraws it or the member deletes the question', async () => {
      const asker = await memberOf('brand-c.test', 'pubasker3', '세번째');
      const first = await ask(asker, '첫 질문');
      const second = await ask(asker, '둘째 질문');
      await admin('answer-help', { id: first, answer: '<p>하나</p>', public: true });
      await admin('answer-help', { id: second, answer: '<p>둘</p>', public: true });
      expect((await publicList('brand-c.test')).helps.map((h) => h.id)).toEqual([second, first]);

      backend.clock.now = new Date(backend.clock.now.getTime() + 60_000);
      await admin('answer-help', { id: first, answer: '<p>고친 답</p>' });
      expect((await publicList('brand-c.test')).helps.map((h) => h.answer)).toEqual(['<p>고친 답</p>', '<p>둘</p>']);
      await admin('answer-help', { id: first, answer: '<p>고친 답</p>', public: false });
      expect((await publicList('brand-c.test')).helps.map((h) => h.id)).toEqual([second]);
      await call('del-help-message', { id: second }, asker);
      expect((await publicList('brand-c.test')).helps).toEqual([]);
    });

    it('is an extension: absent (404) where the operator turned it off', async () => {
      const response = await backend
        .restartedWith({ SITE_FEATURES: 'banners' })
        .post('/public/get-public-help-list', {});
      expect(response.status).toBe(404);
    });
  });

  it('answers 400 when the operator answers an unknown thread', async () => {
    const response = await post(
      '/admin/answer-help',
      { params: { id: 424242, answer: 'x' } },
      { 'x-admin-key': 'test-admin-key' },
    );
    expect(response.status).toBe(400);
  });
});
