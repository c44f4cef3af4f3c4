/**
 * Member data follows the sign-in state (SPEC 4): loaded when the session token becomes
 * non-empty, loaded again when it changes, and cleared the moment it is cleared.
 */
import { useCallback, useEffect, useState } from 'react';
import { sessionStore, useBehavior } from '@m/shared';

export interface SessionData<T> {
  data: T | null;
  failed: boolean;
  loading: boolean;
  reload: () => void;
}

export function useSessionToken(): string | null {
  return useBehavior(sessionStore.subject)?.token ?? null;
}

export function useSessionData<T>(load: () => Promise<T>): SessionData<T> {
  const token = useSessionToken();
  const [state, setState] = useState<{ data: T | null; failed: boolean; loading: boolean }>({ data: null, failed: false, loading: token !== null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!token) {
      setState({ data: null, failed: false, loading: false });
      return;
    }
    let live = true;
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    load().then(
      (data) => live && setState({ data, failed: false, loading: false }),
      () => live && setState({ data: null, failed: true, loading: false }),
    );
    return () => {
      live = false;
    };
    // `load` is a module function per call site; the token and explicit reloads decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
