import { useEffect, type RefObject } from 'react';
import { readGameMessage } from '@/lib/play';
import { useAppDispatch } from '@/store/hooks';
import { protectionApi } from '@/store/protectionApi';
import { userApi } from '@/store/userApi';

/**
 * The bar follows the game's own news (docs/api.md, the game shell): a balance sets the game money, a round moves the net
 * position. Only messages of the game's origin from its iframe's window count; a game that never posts is refreshed
 * with the health check. Each message is also news that the member plays (`onPlay`).
 */
export function useGameMessages(frame: RefObject<HTMLIFrameElement | null>, origin: string | null, onPlay: () => void) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const message = readGameMessage(event, { origin, window: frame.current?.contentWindow ?? null });
      if (message) onPlay();
      if (message?.type === 'balance') {
        dispatch(
          userApi.util.updateQueryData('healthCheck', undefined, (draft) => {
            draft.user.in_balance = message.gameMoney;
          }),
        );
      } else if (message?.type === 'round') {
        dispatch(
          protectionApi.util.updateQueryData('sessionSummary', undefined, (draft) => {
            draft.net = Number(draft.net) + message.win - message.stake;
          }),
        );
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, frame, origin, onPlay]);
}
