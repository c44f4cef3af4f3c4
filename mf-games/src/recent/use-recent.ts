/** The games the member launched last, from the backend (they follow the player to another phone). */
import { api, language$, sessionStore, useBehavior, type AnswerOf } from '@m/shared';
import { useLoad } from '../ui/use-load';

export function useRecent() {
  const language = useBehavior(language$);
  const token = sessionStore.token;
  return useLoad<AnswerOf<'gameRecent'>>((signal) => (token ? api.call('gameRecent', { signal, cache: false }) : Promise.resolve([])), [token, language]);
}
