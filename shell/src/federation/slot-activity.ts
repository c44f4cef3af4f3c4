/**
 * How many remote areas are still loading. Page-wide background work (mf-pwa's services) waits
 * until none is, so its code never competes with the remotes of the route the player opened.
 */
import { BehaviorSubject, filter, take } from 'rxjs';

const loading = new BehaviorSubject(0);

/** An area starts loading; the returned function says it settled (mounted, failed or gone). */
export function slotLoading(): () => void {
  loading.next(loading.value + 1);
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    loading.next(loading.value - 1);
  };
}

/** Runs `run` as soon as no area is loading (at once if none is). Returns the cancel function. */
export function whenNoSlotLoading(run: () => void): () => void {
  const subscription = loading
    .pipe(
      filter((count) => count === 0),
      take(1),
    )
    .subscribe(() => run());
  return () => subscription.unsubscribe();
}
