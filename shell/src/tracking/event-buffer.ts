/**
 * Holds the tracked events published before the tracker is ready (its code loads after the
 * first view), then hands them over in order and forwards every later one. Bounded: a page that
 * never gets a tracker (status unreadable) must not grow without end.
 */
import type { TrackedEvent, TrackPayload } from '@m/shared';

export interface TrackedMessage {
  event: TrackedEvent;
  payload: TrackPayload;
}

export const BUFFER_LIMIT = 100;

export class EventBuffer {
  private held: TrackedMessage[] = [];
  private consumer: ((message: TrackedMessage) => void) | null = null;
  dropped = 0;

  push(message: TrackedMessage): void {
    if (this.consumer) {
      this.consumer(message);
      return;
    }
    if (this.held.length >= BUFFER_LIMIT) {
      this.held.shift();
      this.dropped += 1;
    }
    this.held.push(message);
  }

  /** From now on every message goes to `consumer`, the held ones first. */
  drainTo(consumer: (message: TrackedMessage) => void): void {
    const held = this.held;
    this.held = [];
    this.consumer = consumer;
    for (const message of held) consumer(message);
  }
}
