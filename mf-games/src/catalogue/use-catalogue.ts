/** The merchant's games and their vendor structure, in the player's language (GCSGAME_newGameVendor). */
import { api, language$, useBehavior } from '@m/shared';
import { useLoad } from '../ui/use-load';

export function useCatalogue() {
  const language = useBehavior(language$);
  return useLoad((signal) => api.call('gameVendors', { signal }), [language]);
}
