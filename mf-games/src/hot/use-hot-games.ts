/** The merchant's hot games: the week's most launched, then the operator's picks. */
import { api, language$, useBehavior, useLoad } from '@m/shared';

export function useHotGames() {
  const language = useBehavior(language$);
  return useLoad(language, (signal) => api.call('gameHot', { signal }), { keep: true });
}
