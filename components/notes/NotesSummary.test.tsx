import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Note } from '@/lib/contract';
import { api } from '@/store/api';
import { notesApi } from '@/store/notesApi';
import { sessionLoaded } from '@/store/sessionSlice';
import { makeStore } from '@/store';
import { fakeProxy, type ProxyCall } from '@/tests/utils/proxy';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { NotesScreen } from './NotesScreen';

const user = {
  userId: 'player1',
  nick: 'Lucky',
  phone: '010-1234-5678',
  rolling: 0,
  balance: 0,
  in_balance: 0,
  bankname: '',
  bankOwner: '',
  banknum: '',
  level: 1,
};
const note = (id: number, read: boolean): Note => ({
  id,
  title: `Note ${id}`,
  contents: '<p>Hello</p>',
  lastDate: `2024-05-0${id}T10:00:00.000Z`,
  read,
});

function renderNotes(notes: Note[]) {
  const unread = notes.filter((n) => !n.read).length;
  const store = makeStore();
  store.dispatch(sessionLoaded({ authenticated: true }));
  const health = {
    status: 'authenticated',
    user: { ...user, noteCount: unread, helpCount: 0 },
    noteCount: unread,
    helpCount: 0,
  };
  store.dispatch(
    api.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: health }] as never),
  );
  const list = { status: 'success', notes, maxCount: notes.length };
  store.dispatch(
    notesApi.util.upsertQueryEntries([{ endpointName: 'noteList', arg: { page: 1, size: 20 }, value: list }] as never),
  );
  renderWithProviders(<NotesScreen />, {
    locale: 'en',
    initialState: store.getState(),
    router: { pathname: '/note', asPath: '/en/note', query: {} },
  });
}

const calls: ProxyCall[] = [];
let restore: () => void;
beforeEach(() => {
  calls.length = 0;
  restore = fakeProxy({}, calls).restore;
});
afterEach(() => restore());

describe('the notes summary in English', () => {
  it('counts one note in the singular', () => {
    renderNotes([note(1, true)]);
    expect(screen.getByText('1 note · 0 unread')).toBeTruthy();
  });

  it('counts two notes in the plural', () => {
    renderNotes([note(2, false), note(1, true)]);
    expect(screen.getByText('2 notes · 1 unread')).toBeTruthy();
  });
});
