/**
 * Drawn slots kept for a few seconds (issue 23): a public slot is the same for every guest of a
 * merchant with the same language, remote version, route and device, and changes only when its
 * content or its version does. A burst of players (an advert, a push) then costs one render per
 * slot and not one per player. Only slots whose every load came back are kept; a new remote version
 * is a new key, so publishing takes effect at once; content edits show within the time kept.
 */
import type { SlotOutcome } from './render-slot';

type Drawn = Extract<SlotOutcome, { slot: object }>;

export const SLOT_CACHE_MS = 5000;
const MAX_ENTRIES = 500;

export class SlotCache {
  private readonly entries = new Map<string, { until: number; drawn: Drawn }>();

  constructor(
    private readonly keepMs = SLOT_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Drawn | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.drawn;
  }

  set(key: string, drawn: Drawn): void {
    if (this.keepMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { until: this.now() + this.keepMs, drawn });
  }
}
