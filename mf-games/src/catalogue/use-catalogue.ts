/** The merchant's games and their vendor structure, in the player's language (GCSGAME_newGameVendor). */
import { api, language$, useBehavior, useLoad } from '@m/shared';

export function useCatalogue() {
  const language = useBehavior(language$);
  return useLoad(language, (signal) => api.call('gameVendors', { signal }), { keep: true });
}
