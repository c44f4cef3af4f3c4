/**
 * The players' calls of one phase: how long each took and whether it failed. A call still in
 * flight when the server was killed on purpose is neither an error nor a latency: the kill
 * comes after the measured minute, to test durability, not the players' experience.
 */
import { summarizeLatencies, type LatencySummary } from '../support/percentile';

/** A registration or login (a password hash each, so slow by design) or any other call of play. */
export type Stage = 'sign-in' | 'playing';

export interface CallSample {
  kind: string;
  stage: Stage;
  ms: number;
  ok: boolean;
  /** When the call ended (ms since the epoch). */
  endedAt: number;
  /** `kind:errorCode` of a failed call. */
  error?: string;
}

export interface PhaseCalls {
  all: LatencySummary;
  /**
   * Sign-ins and play apart: every player registers and logs in as it arrives, in the first
   * seconds of a phase, so their share, and the queue behind their password hashes, depend on
   * the phase's length; only the two apart compare between a short and a long phase.
   */
  byStage: Record<Stage, LatencySummary>;
  errors: number;
  byKind: Record<string, LatencySummary & { errors: number }>;
  /** Each distinct failure with how often it happened. */
  errorReasons: Record<string, number>;
}

/** The error as the API client reports it (`rate-limited:TOO_MANY_REQUEST`), or its message. */
export function describeError(error: unknown): string {
  const { kind, errorCode, message } = (error ?? {}) as { kind?: string; errorCode?: string; message?: string };
  return `${kind ?? 'error'}:${errorCode ?? message ?? String(error)}`;
}

export class CallLog {
  readonly samples: CallSample[] = [];

  constructor(private readonly clock: () => number = Date.now) {}

  /** Runs one call and records it; resolves with its answer, or null when it failed. */
  async timed<T>(kind: string, run: () => Promise<T>, stage: Stage = 'playing'): Promise<T | null> {
    const started = this.clock();
    try {
      const value = await run();
      const endedAt = this.clock();
      this.samples.push({ kind, stage, ms: endedAt - started, ok: true, endedAt });
      return value;
    } catch (error) {
      const endedAt = this.clock();
      this.samples.push({ kind, stage, ms: endedAt - started, ok: false, endedAt, error: describeError(error) });
      return null;
    }
  }

  /** The figures of the calls that ended before `cutoff` (the kill), latencies of successful ones. */
  summary(cutoff = Number.POSITIVE_INFINITY): PhaseCalls {
    const kept = this.samples.filter((sample) => sample.endedAt < cutoff);
    const figures = (list: CallSample[]) => summarizeLatencies(list.filter((sample) => sample.ok).map((sample) => sample.ms));
    const byKind: PhaseCalls['byKind'] = {};
    for (const kind of [...new Set(kept.map((sample) => sample.kind))].sort()) {
      const ofKind = kept.filter((sample) => sample.kind === kind);
      byKind[kind] = { ...figures(ofKind), errors: ofKind.filter((sample) => !sample.ok).length };
    }
    const errorReasons: Record<string, number> = {};
    for (const sample of kept) if (!sample.ok) errorReasons[sample.error ?? '?'] = (errorReasons[sample.error ?? '?'] ?? 0) + 1;
    const byStage = {
      'sign-in': figures(kept.filter((sample) => sample.stage === 'sign-in')),
      playing: figures(kept.filter((sample) => sample.stage === 'playing')),
    };
    return { all: figures(kept), byStage, errors: kept.filter((sample) => !sample.ok).length, byKind, errorReasons };
  }
}
