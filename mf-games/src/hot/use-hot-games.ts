/** The merchant's hot games: the week's most launched, then the operator's picks. */
import { api, language$, useBehavior } from '@m/shared';
import { useLoad } from '../ui/use-load';

export function useHotGames() {
  const language = useBehavior(language$);
  return useLoad((signal) => api.call('gameHot', { signal }), [language]);
}
