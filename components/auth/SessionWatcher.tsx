import { setupListeners } from '@reduxjs/toolkit/query';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useDialogs } from '@/components/common/dialogs';
import { isAnyDialogOpen, isTypingTarget } from '@/components/common/prompting';
import { toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { noteSessionEnd } from '@/lib/sessionEnd';
import { api } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLoggedOut } from '@/store/sessionSlice';
import { useLazyUnreadNotesQuery } from '@/store/notesApi';
import { useHealthCheckQuery } from '@/store/userApi';

export const HEALTH_CHECK_INTERVAL_MS = 30_000;

let prompting = false;

/** The counts the member last answered a prompt for: they are asked again only when a count grows past it. */
export interface Answered {
  note: number;
  help: number;
}

const ANSWERED_KEY = 'portal.prompted';

/** Kept per member: another member logging in on this tab starts from nothing. */
function readAnswered(userId: string): Answered {
  try {
    const stored = JSON.parse(sessionStorage.getItem(ANSWERED_KEY) ?? 'null') as
      (Partial<Answered> & { userId?: unknown }) | null;
    if (stored?.userId !== userId) return { note: 0, help: 0 };
    return { note: toAmount(stored.note), help: toAmount(stored.help) };
  } catch {
    return { note: 0, help: 0 };
  }
}

function writeAnswered(userId: string, answered: Answered) {
  try {
    sessionStorage.setItem(ANSWERED_KEY, JSON.stringify({ userId, ...answered }));
  } catch {
    // Refused storage: the member is asked again after a reload.
  }
}

type Prompt =
  | { id: 'msg2003' | 'msg2004'; path: string; kind: keyof Answered; count: number }
  // A new note and a new reply at once: one dialog names both and lets the member pick.
  | { id: 'unreadBoth'; note: number; help: number };

export function promptFor(
  counts: { noteCount: unknown; helpCount: unknown },
  pathname: string,
  answered: Answered = { note: 0, help: 0 },
): Prompt | null {
  const note = toAmount(counts.noteCount);
  const help = toAmount(counts.helpCount);
  const newNote = note > answered.note && pathname !== paths.note;
  const newHelp = help > answered.help && pathname !== paths.help;
  if (newNote && newHelp) return { id: 'unreadBoth', note, help };
  if (newNote) return { id: 'msg2003', path: paths.note, kind: 'note', count: note };
  if (newHelp) return { id: 'msg2004', path: paths.help, kind: 'help', count: help };
  return null;
}

const countsOf = (counts: { noteCount: unknown; helpCount: unknown }): Answered => ({
  note: toAmount(counts.noteCount),
  help: toAmount(counts.helpCount),
});

/** Each kind's own page, whose list shows what its prompt would announce. */
const PAGE_OF = { note: paths.note, help: paths.help } as const satisfies Record<keyof Answered, string>;
const TAG_OF = { note: 'Notes', help: 'Helps' } as const satisfies Record<keyof Answered, string>;
const KINDS = ['note', 'help'] as const;

/**
 * The marks after an answer. On a kind's page the member sees its list, so the mark is the count: a note listed there
 * and left unread is not announced as new once they leave. Elsewhere a count that fell (notes read, replies seen)
 * lowers the mark, so the next new one is announced.
 */
export function settle(
  answered: Answered,
  counts: { noteCount: unknown; helpCount: unknown },
  pathname = '',
): Answered {
  const now = countsOf(counts);
  const mark = (kind: keyof Answered) => (pathname === PAGE_OF[kind] ? now[kind] : Math.min(answered[kind], now[kind]));
  return { note: mark('note'), help: mark('help') };
}

export function SessionWatcher() {
  const loggedOut = useAppSelector(selectLoggedOut);
  const dispatch = useAppDispatch();
  // Focus and visibility events drive the health check's pause and immediate refresh.
  useEffect(() => setupListeners(dispatch), [dispatch]);
  const router = useRouter();
  const dialogs = useDialogs();
  const { data, error, fulfilledTimeStamp } = useHealthCheckQuery(undefined, {
    skip: loggedOut !== false,
    pollingInterval: HEALTH_CHECK_INTERVAL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });

  const [unreadNotes] = useLazyUnreadNotesQuery();

  /** The newest unread note's title (get-user-note), or null where the backend does not answer it: the plain prompt. */
  const newestNoteTitle = () =>
    unreadNotes()
      .unwrap()
      .then(
        ({ notes }) => notes[0]?.title.trim() || null,
        () => null,
      );

  const unauthenticated = error && 'status' in error && error.status === 401;

  useEffect(() => {
    if (!unauthenticated) return;
    noteSessionEnd(('reason' in error && error.reason) || 'ended');
    void import('next-auth/react')
      .then(({ signOut }) => signOut({ redirect: false }))
      .catch(() => undefined)
      .finally(() => window.location.reload());
    // The reason is read from the answer that made it true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unauthenticated]);

  // Bumped when the member leaves a field, so a prompt held back meanwhile is offered then.
  const [fieldLeft, setFieldLeft] = useState(0);

  // The previous answer's counts and the page it came to: a count that grows on its own page refreshes the list there.
  const previous = useRef<{ pathname: string; counts: Answered } | null>(null);

  useEffect(() => {
    if (!data) return;
    const userId = data.user.userId;
    const answered = settle(readAnswered(userId), data, router.pathname);
    writeAnswered(userId, answered);
    const before = previous.current;
    previous.current = { pathname: router.pathname, counts: countsOf(data) };
    for (const kind of KINDS) {
      if (
        router.pathname === PAGE_OF[kind] &&
        before?.pathname === router.pathname &&
        answered[kind] > before.counts[kind]
      )
        dispatch(api.util.invalidateTags([TAG_OF[kind]]));
    }
    if (prompting) return;
    const prompt = promptFor(data, router.pathname, answered);
    if (!prompt) return;
    if (isTypingTarget(document.activeElement)) {
      const onFocusOut = (event: FocusEvent) => {
        if (!isTypingTarget(event.relatedTarget)) setFieldLeft((n) => n + 1);
      };
      document.addEventListener('focusout', onFocusOut);
      return () => document.removeEventListener('focusout', onFocusOut);
    }
    prompting = true;
    void (async () => {
      try {
        if (await isAnyDialogOpen()) return;
        if (prompt.id === 'unreadBoth') {
          const choice = await dialogs.chooseUnread();
          writeAnswered(userId, { note: prompt.note, help: prompt.help });
          if (choice) await router.push(choice === 'note' ? paths.note : paths.help);
          return;
        }
        const title = prompt.kind === 'note' ? await newestNoteTitle() : null;
        const accepted = title
          ? await dialogs.confirm('noteArrived', { safeFocus: true, values: { title } })
          : await dialogs.confirm(prompt.id, { safeFocus: true });
        writeAnswered(userId, { ...readAnswered(userId), [prompt.kind]: prompt.count });
        if (accepted) await router.push(prompt.path);
      } finally {
        prompting = false;
      }
    })();
    // Each answer of the health check is a new chance to prompt, even when the counts did not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fulfilledTimeStamp, fieldLeft]);

  return null;
}
