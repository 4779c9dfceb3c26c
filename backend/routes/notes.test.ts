import { describe, expect, it } from 'vitest';
import { setupBackend } from '../testing';

const backend = setupBackend();
const { call, admin, post, member } = backend;

async function memberWithNotes(count: number) {
  const created = await member();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const note = await admin('send-note', { userId: created.userId, title: `note ${i}`, contents: `<p>${i}</p>` });
    ids.push(note.id);
  }
  return { ...created, ids };
}

describe('notes', () => {
  it('shows unread notes, the paged list and the unread count', async () => {
    const { token, ids } = await memberWithNotes(3);
    expect((await call('health-check', {}, token)).noteCount).toBe(3);
    const unread = await call('get-user-note', {}, token);
    expect(unread.notes.map((n) => n.id)).toEqual([...ids].reverse());
    const page = await call('get-note-list', { page: 2, size: 2 }, token);
    expect(page).toMatchObject({ maxCount: 3, notes: [{ id: ids[0], title: 'note 0', read: false }] });
  });

  it('reads and deletes one note', async () => {
    const { token, ids } = await memberWithNotes(2);
    expect(await call('read-note-message', { id: ids[0] }, token)).toEqual({ status: 'success' });
    expect((await call('get-user-note', {}, token)).notes.map((n) => n.id)).toEqual([ids[1]]);
    expect(await call('del-note-message', { id: ids[0] }, token)).toEqual({ status: 'success' });
    expect((await call('get-note-list', {}, token)).maxCount).toBe(1);
    const again = await post(
      '/public/del-note-message',
      { params: { id: ids[0] } },
      { authorization: `Bearer ${token}` },
    );
    expect(again.status).toBe(400);
  });

  it('reads all and deletes all', async () => {
    const { token } = await memberWithNotes(3);
    expect(await call('read-all-note', {}, token)).toEqual({ status: 'success', count: 3 });
    expect(await call('read-all-note', {}, token)).toEqual({ status: 'success', count: 0 });
    expect((await call('health-check', {}, token)).noteCount).toBe(0);
    expect(await call('del-all-note', {}, token)).toEqual({ status: 'success', count: 3 });
    expect((await call('get-note-list', {}, token)).notes).toEqual([]);
  });

  it("refuses another member's note without touching it", async () => {
    const owner = await memberWithNotes(1);
    const other = await member();
    for (const op of ['read-note-message', 'del-note-message']) {
      const response = await post(
        `/public/${op}`,
        { params: { id: owner.ids[0] } },
        { authorization: `Bearer ${other.token}` },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'id' });
    }
    expect((await call('get-user-note', {}, owner.token)).notes).toHaveLength(1);
  });

  it('refuses a note to an unknown member', async () => {
    const response = await post(
      '/admin/send-note',
      { params: { userId: 'nobody', title: 't', contents: 'c' } },
      { 'x-admin-key': 'test-admin-key' },
    );
    expect(await response.json()).toEqual({ status: 'error', code: 'bad_request', field: 'userId' });
  });
});
