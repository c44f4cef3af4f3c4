/**
 * The member's favourite games, kept by the backend so they follow the player to another phone.
 * A guest who taps the star gets the login dialog.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, language$, showToast, useBehavior, useTranslation, type AnswerOf } from '@m/shared';
import { ensureSession } from '../platform/request-login';
import { useSessionToken } from '../platform/use-session-token';

type Favourites = AnswerOf<'gameFavourites'>;

const TOAST_MS = 1500;
const NONE: Favourites = [];

export function useFavourites() {
  const { t } = useTranslation('games');
  const language = useBehavior(language$);
  const token = useSessionToken();
  // The list with the session it was read for: another member never sees the previous one's.
  const [loaded, setLoaded] = useState<{ token: string | null; list: Favourites }>({ token: null, list: [] });
  const list = token !== null && loaded.token === token ? loaded.list : NONE;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    api.call('gameFavourites', { signal: controller.signal, cache: false }).then(
      (answer) => setLoaded({ token, list: answer }),
      () => !controller.signal.aborted && setLoaded({ token, list: NONE }),
    );
    return () => controller.abort();
  }, [token, language]);

  const isFavourite = useCallback(
    (game: { vendor: string; code: string }) => list.some((entry) => entry.vendor === game.vendor && entry.code === game.code),
    [list],
  );

  const toggleFavourite = useCallback(
    (game: { vendor: string; code: string; name: string }) => {
      if (!ensureSession('favourite')) return;
      const adding = !isFavourite(game);
      const call = adding
        ? api.call('gameFavouriteAdd', { body: { vendor: game.vendor, gameCode: game.code } })
        : api.call('gameFavouriteRemove', { query: { vendor: game.vendor, gameCode: game.code } });
      call.then(
        (next) => {
          setLoaded({ token, list: next });
          showToast(t(adding ? 'favourite_added' : 'favourite_removed', { name: game.name }), TOAST_MS);
        },
        () => undefined, // the shell presents the error (notify)
      );
    },
    [isFavourite, t, token],
  );

  // In for this session (a failed read counts as in: nothing more is coming).
  const ready = token !== null && loaded.token === token;
  return { list, ready, signedIn: token !== null, isFavourite, toggleFavourite };
}
