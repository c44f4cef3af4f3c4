import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { serverSnapshot } from '../ssr/hydration-snapshot';

/**
 * Reads a BehaviorSubject in React and re-renders when it changes. While React hydrates server
 * HTML it reads the value the server rendered with (ssr/hydration-snapshot.ts), then the real one.
 */
export function useBehavior<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.value,
    () => serverSnapshot(subject),
  );
}
