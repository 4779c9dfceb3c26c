import { Activity, act, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useAppDispatch, useAppSelector } from './hooks';
import { member, pageState } from '@/tests/fixtures/games';
import { selectCurrentMember } from './member';
import { StoreProvider } from './StoreProvider';
import { userApi } from './userApi';

function Nick() {
  return <span>{useAppSelector(selectCurrentMember)?.user.nick}</span>;
}

/** An answer that lands once the page's shell is hydrated and before a part hydrated after it (HydrateLater). */
function AnswerLands({ nick }: { nick: string | null }) {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    if (nick)
      dispatch(
        userApi.util.upsertQueryEntries([{ endpointName: 'healthCheck', arg: undefined, value: member({ nick }) }]),
      );
  }, [dispatch, nick]);
  return null;
}

const page = (nick: string | null) => (
  <StoreProvider initialState={pageState({ member: member({ nick: 'Lucky' }) })}>
    <AnswerLands nick={nick} />
    <Activity>
      <Nick />
    </Activity>
  </StoreProvider>
);

describe('StoreProvider in the browser', () => {
  it('hydrates a part hydrated after the page as the server drew it, then shows what changed meanwhile', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(null));
    expect(container.textContent).toBe('Lucky');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page('Lucky Star'), { onRecoverableError });
    });
    // A mismatch would make React throw the server's HTML away and draw the part again, reporting it here.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Lucky Star');
  });
});
