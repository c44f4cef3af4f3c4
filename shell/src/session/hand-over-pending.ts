/**
 * Whether a link's session is still being decided (query-token.ts: the merchant's hand-over is
 * being checked, or the visitor is being asked). Meanwhile a protected route waits instead of
 * sending the visitor to the login page, so a "yes" lands on the page the link was for.
 */
import { BehaviorSubject } from 'rxjs';

export const handOverPending = new BehaviorSubject<boolean>(false);

/** Marks the hand-over as pending until `decided` settles. */
export function holdRoutesUntil<T>(decided: Promise<T>): Promise<T> {
  handOverPending.next(true);
  return decided.finally(() => handOverPending.next(false));
}
