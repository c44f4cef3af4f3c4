/**
 * The console's loading state, as the player site's `useLoad` (shared/src/ui/use-load.ts): loading,
 * ready or failed with a retry; a load started for an older key is aborted and its answer dropped,
 * so switching merchants quickly never shows the previous merchant's figures.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type OpsLoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };
export type OpsLoad<T> = OpsLoadState<T> & { retry: () => void };

export function useOpsLoad<T>(key: string, loader: (signal: AbortSignal) => Promise<T>): OpsLoad<T> {
  const [state, setState] = useState<OpsLoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(loader);
  useEffect(() => {
    latest.current = loader;
  });
  useEffect(() => {
    const controller = new AbortController();
    // oxlint-disable-next-line react/set-state-in-effect -- a load is a request (a side effect): its state starts with it
    setState({ status: 'loading' });
    latest.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
