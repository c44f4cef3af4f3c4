/** The merchant's latest big wins (players masked by the server), in the player's language. */
import { api, language$, useBehavior, useLoad } from '@m/shared';

export function useWinners() {
  const language = useBehavior(language$);
  return useLoad(language, (signal) => api.call('gameWinners', { signal }), { keep: true });
}
