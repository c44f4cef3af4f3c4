/**
 * What a store looked like to the server render, for React's hydration (issue 23). The server
 * renders every public page as a guest; a signed-in player's browser knows better. React asks
 * `getServerSnapshot` while it hydrates and re-renders with the real value right after, without
 * a mismatch: the shell registers here, before hydrating, the values the server rendered with.
 */
import type { BehaviorSubject } from 'rxjs';

const snapshots = new WeakMap<object, { value: unknown }>();

export function setServerSnapshot<T>(subject: BehaviorSubject<T>, value: T): void {
  snapshots.set(subject, { value });
}

export function serverSnapshot<T>(subject: BehaviorSubject<T>): T {
  const held = snapshots.get(subject);
  return held ? (held.value as T) : subject.value;
}
