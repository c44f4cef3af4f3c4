import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Reads a BehaviorSubject in React and re-renders when it changes. */
export function useBehavior<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.value,
    () => subject.value,
  );
}
