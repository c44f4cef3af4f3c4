/**
 * One way to report a hydration mismatch (issue 36), for the shell's root and every parcel's:
 * React recovers by throwing the server's HTML away and drawing again (a flash and wasted work on
 * a slow phone), so each is a bug to see. The line starts with `[hydration]`; the e2e fixture
 * fails any scenario that prints one (e2e/support/fixtures.ts). The component stack says which
 * part of the page differed, since production React names no element.
 */
export const HYDRATION_LOG_PREFIX = '[hydration]';

export function reportHydrationError(where: string, error: unknown, info?: { componentStack?: string | null }): void {
  console.error(`${HYDRATION_LOG_PREFIX} recoverable error in ${where}:`, error, info?.componentStack ?? '');
}
