import { useCallback, useRef } from 'react';
import type { CatalogueGame } from '@/lib/contract';
import { useDialogs } from '@/lib/dialogs';
import { catalogueApi, useFavoriteGamesQuery, useSetFavoriteGameMutation } from '@/store/catalogueApi';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectHasFeature } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';

const sameGame = (a: Pick<CatalogueGame, 'company' | 'code'>, b: Pick<CatalogueGame, 'company' | 'code'>) => a.company === b.company && a.code === b.code;

/** Whether the backend offers favourites, and for a member the list it stores. */
export function useFavoritesOffered() {
  const offered = useAppSelector((state) => selectHasFeature(state, 'favorite-games'));
  const loggedOut = useAppSelector(selectLoggedOut);
  return { offered, member: offered && loggedOut === false };
}

/** One game's heart: on or off for a member (optimistic, stored on the server); a visitor is asked to log in. */
export function useFavorite(game: CatalogueGame) {
  const dispatch = useAppDispatch();
  const dialogs = useDialogs();
  const { offered, member } = useFavoritesOffered();
  const { on } = useFavoriteGamesQuery(undefined, {
    skip: !member,
    selectFromResult: ({ data }) => ({ on: data?.games.some((item) => sameGame(item, game)) ?? false }),
  });
  const [setFavorite] = useSetFavoriteGameMutation();
  const pending = useRef(false);

  const toggle = useCallback(async () => {
    if (!member) {
      void dialogs.alert('msg2001');
      return;
    }
    if (pending.current) return;
    pending.current = true;
    const next = !on;
    // The documented optimistic update: the heart turns at once, the answer (or its failure) settles it.
    const patch = dispatch(
      catalogueApi.util.updateQueryData('favoriteGames', undefined, (draft) => {
        draft.games = next ? [game, ...draft.games.filter((item) => !sameGame(item, game))] : draft.games.filter((item) => !sameGame(item, game));
      }),
    );
    try {
      const answer = await setFavorite({ company: game.company, code: game.code, on: next }).unwrap();
      if (answer.status !== 'success') patch.undo();
    } catch {
      // The heart turning back is the answer; a lost session shows itself on the next page.
      patch.undo();
    } finally {
      pending.current = false;
    }
  }, [member, on, dispatch, game, setFavorite, dialogs]);

  return { offered, on: member && on, toggle };
}
