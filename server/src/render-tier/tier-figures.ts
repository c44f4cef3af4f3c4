/**
 * The render instance's own figures for the operator console (issue 39): pages drawn, pages shed
 * to the browser-composed shell, and how often the shell page came from its cache. Counted here,
 * posted to the backend every `everyMs` (the backend holds the console; the tier holds no
 * database), as the counts since the previous report, so a lost report loses only its window.
 */
import os from 'node:os';
import { RENDER_TIER_REPORT_PATH, type RenderTierReport } from '@m/shared/ops';

export class TierFigures {
  private renders = 0;
  private shed = 0;
  private cacheHits = 0;
  private cacheLookups = 0;
  private since: number;

  constructor(
    readonly instance: string = `${os.hostname()}:${process.pid}`,
    private readonly clock: () => number = Date.now,
  ) {
    this.since = clock();
  }

  /** A page to be drawn: its shell page was in the cache or not. */
  lookedUp(hit: boolean): void {
    this.cacheLookups++;
    if (hit) this.cacheHits++;
  }

  /** A page to be drawn was drawn (true) or answered with the browser-composed shell (false). */
  answered(drawn: boolean): void {
    if (drawn) this.renders++;
    else this.shed++;
  }

  /** The counts since the last call, and a new window from now. */
  take(): RenderTierReport {
    const now = this.clock();
    const report: RenderTierReport = {
      instance: this.instance,
      windowMs: Math.max(1, now - this.since),
      renders: this.renders,
      shed: this.shed,
      cacheHits: this.cacheHits,
      cacheLookups: this.cacheLookups,
    };
    this.renders = this.shed = this.cacheHits = this.cacheLookups = 0;
    this.since = now;
    return report;
  }
}

/**
 * Posts the figures to the backend every `everyMs`; returns the stop. A backend that does not
 * answer loses that window's counts, nothing else: the console shows figures, not a ledger.
 */
export function reportFigures(figures: TierFigures, backendOrigin: URL, everyMs: number, onFailure: (error: unknown) => void): () => void {
  if (everyMs <= 0) return () => undefined;
  const timer = setInterval(() => {
    const report = figures.take();
    fetch(new URL(RENDER_TIER_REPORT_PATH, backendOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(5_000),
    }).then((answer) => {
      if (!answer.ok) onFailure(new Error(`the backend answered ${answer.status}`));
    }, onFailure);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
