/** The games the member launched last, from the backend (they follow the player to another phone). */
import { api, language$, useBehavior, useLoad, type AnswerOf } from '@m/shared';
import { useSessionToken } from '../platform/use-session-token';

export function useRecent() {
  const language = useBehavior(language$);
  const token = useSessionToken();
  return useLoad<AnswerOf<'gameRecent'>>(
    [token, language],
    (signal) => (token ? api.call('gameRecent', { signal, cache: false }) : Promise.resolve([])),
    { keep: true },
  );
}
