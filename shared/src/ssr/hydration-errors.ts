/**
 * One way to report a hydration mismatch (issue 36), for the shell's root and every parcel's:
 * React recovers by throwing the server's HTML away and drawing again (a flash and wasted work on
 * a slow phone), so each is a bug to see. The line starts with `[hydration]`; the e2e fixture
 * fails any scenario that prints one (e2e/support/fixtures.ts). The component stack says which
 * part of the page differed, since production React names no element.
 *
 * `where` is `shell`, or `<remote>@<version>` for a parcel the shell named (ParcelProps.origin).
 * The shell's failure reporter, loaded after the first view, reads the ones before it and hears
 * the later ones (watchHydrationErrors), so the operator console counts them per version.
 */
export const HYDRATION_LOG_PREFIX = '[hydration]';

const MAX_KEPT = 20;
const seen: string[] = [];
const listeners = new Set<(where: string) => void>();

export function reportHydrationError(where: string, error: unknown, info?: { componentStack?: string | null }): void {
  console.error(`${HYDRATION_LOG_PREFIX} recoverable error in ${where}:`, error, info?.componentStack ?? '');
  if (seen.length < MAX_KEPT) seen.push(where);
  for (const listener of listeners) listener(where);
}

/** Calls `listener` with where each hydration error of this page view happened, past and future. */
export function watchHydrationErrors(listener: (where: string) => void): () => void {
  for (const where of seen) listener(where);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
