import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CatalogueGame } from '@/lib/contract';
import { useDialogs } from '@/components/common/dialogs';
import { catalogueApi, useFavoriteGamesQuery, useSetFavoriteGameMutation } from '@/store/catalogueApi';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectHasFeature } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';

const sameGame = (a: Pick<CatalogueGame, 'company' | 'code'>, b: Pick<CatalogueGame, 'company' | 'code'>) =>
  a.company === b.company && a.code === b.code;

export const gameKey = (game: Pick<CatalogueGame, 'company' | 'code'>) => `${game.company}/${game.code}`;

export interface Favorites {
  /** Whether the backend offers favourites at all: without them a tile has no heart. */
  offered: boolean;
  /** Which games are a member's favourites, by `gameKey`. */
  on: ReadonlySet<string>;
  /** Turns one heart: optimistic, stored on the server; a visitor is asked to log in. Stable across renders. */
  toggle: (game: CatalogueGame) => void;
}

/** The hearts of a list of tiles: one subscription for the whole list, not one per tile. */
export function useFavorites(): Favorites {
  const dispatch = useAppDispatch();
  const dialogs = useDialogs();
  const offered = useAppSelector((state) => selectHasFeature(state, 'favorite-games'));
  const loggedOut = useAppSelector(selectLoggedOut);
  const member = offered && loggedOut === false;
  const { data } = useFavoriteGamesQuery(undefined, { skip: !member });
  const [setFavorite] = useSetFavoriteGameMutation();
  const on = useMemo(() => new Set(member ? (data?.games ?? []).map(gameKey) : []), [member, data]);
  const pending = useRef(new Set<string>());
  // The latest state for the one stable toggle, so that a heart's turn re-renders only the tile that changed.
  const latest = useRef({ member, on });
  useEffect(() => {
    latest.current = { member, on };
  }, [member, on]);

  const toggle = useCallback(
    (game: CatalogueGame) => {
      if (!latest.current.member) {
        void dialogs.alert('msg2001');
        return;
      }
      const key = gameKey(game);
      if (pending.current.has(key)) return;
      pending.current.add(key);
      const next = !latest.current.on.has(key);
      // The documented optimistic update: the heart turns at once, the answer (or its failure) settles it.
      const patch = dispatch(
        catalogueApi.util.updateQueryData('favoriteGames', undefined, (draft) => {
          draft.games = next
            ? [game, ...draft.games.filter((item) => !sameGame(item, game))]
            : draft.games.filter((item) => !sameGame(item, game));
        }),
      );
      // A refusal or a failure turns the heart back; a lost session shows itself on the next page.
      void setFavorite({ company: game.company, code: game.code, on: next })
        .unwrap()
        .then(
          (answer) => {
            if (answer.status !== 'success') patch.undo();
          },
          () => patch.undo(),
        )
        .finally(() => pending.current.delete(key));
    },
    [dispatch, setFavorite, dialogs],
  );

  return { offered, on, toggle };
}
