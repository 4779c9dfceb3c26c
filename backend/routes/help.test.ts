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
      expect(await call('user-write-help', { title: `q${i}`, contents: 'x' }, token)).toMatchObject({ status: 'success' });
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
    const invisible = [{ title: '\u200b\u200b', contents: 'x' }, { title: '\u3164', contents: 'x' }, { title: 'a\u202eb', contents: 'x' }, { title: 't', contents: '\u2060' }];
    for (const params of [{ title: '', contents: 'x' }, { title: 't', contents: 'x'.repeat(5001) }, { title: 't' }, ...invisible]) {
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
    expect((await post('/public/del-help-message', { params: { id: 424242 } }, { authorization: `Bearer ${owner.token}` })).status).toBe(400);
  });

  it('answers 400 when the operator answers an unknown thread', async () => {
    const response = await post('/admin/answer-help', { params: { id: 424242, answer: 'x' } }, { 'x-admin-key': 'test-admin-key' });
    expect(response.status).toBe(400);
  });
});
