/**
 * The processing state of a form (SPEC 4): while a request runs, another submit is ignored, and
 * the lock is released LOCK_RELEASE_MS after the request finished, so a double tap that lands
 * just after the answer does not send a second request either.
 */
import { LOCK_RELEASE_MS } from '@m/shared';

export class SubmitLock {
  private locked = false;

  constructor(private readonly releaseMs: number = LOCK_RELEASE_MS) {}

  get busy(): boolean {
    return this.locked;
  }

  /** Runs `task` unless locked; resolves `{ ran: false }` for an ignored submit. */
  async run<T>(task: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.locked) return { ran: false };
    this.locked = true;
    try {
      return { ran: true, value: await task() };
    } finally {
      setTimeout(() => {
        this.locked = false;
      }, this.releaseMs);
    }
  }
}
