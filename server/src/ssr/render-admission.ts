/**
 * Which page requests get a server render (issue 34): a render costs 20-30 times the shell, so a
 * flood must not buy renders without end. Past any of these limits the page is answered with the
 * browser-composed shell, which is a correct page (the browser draws the same first view):
 * - a budget of renders per client address (a token bucket: a burst, then a steady rate);
 * - a cap on renders in flight in this process;
 * - the event loop's delay: when it lags, players' calls are already waiting, and renders stop first.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface AdmissionLimits {
  /** Renders one address may start at once after a quiet spell. */
  burstPerAddress: number;
  /** Renders per second one address earns back. */
  ratePerAddress: number;
  /** Renders in flight in this process at most. */
  maxInFlight: number;
  /** Event-loop delay (ms, p90 of the last half second) past which no render starts. */
  maxLoopDelayMs: number;
}

export const ADMISSION_LIMITS: AdmissionLimits = { burstPerAddress: 8, ratePerAddress: 2, maxInFlight: 16, maxLoopDelayMs: 60 };

/** Addresses remembered at most: a flood from many addresses must not grow the map without end. */
const MAX_ADDRESSES = 10_000;

export type Refusal = 'address-budget' | 'in-flight' | 'loop-delay';

export interface Admitted {
  /** Call once when the render is over (sent or failed). */
  done(): void;
}

export class RenderAdmission {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private inFlight = 0;

  constructor(
    private readonly limits: AdmissionLimits = ADMISSION_LIMITS,
    private readonly loopDelayMs: () => number = eventLoopDelay(),
    private readonly now: () => number = Date.now,
  ) {}

  /** A render for `address`, or why not. */
  admit(address: string): Admitted | Refusal {
    if (this.inFlight >= this.limits.maxInFlight) return 'in-flight';
    if (this.loopDelayMs() > this.limits.maxLoopDelayMs) return 'loop-delay';
    const now = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: this.limits.burstPerAddress, at: now };
    bucket.tokens = Math.min(this.limits.burstPerAddress, bucket.tokens + ((now - bucket.at) / 1000) * this.limits.ratePerAddress);
    bucket.at = now;
    this.buckets.delete(address);
    if (this.buckets.size >= MAX_ADDRESSES) this.buckets.delete(this.buckets.keys().next().value!);
    this.buckets.set(address, bucket);
    if (bucket.tokens < 1) return 'address-budget';
    bucket.tokens -= 1;
    this.inFlight += 1;
    let over = false;
    return {
      done: () => {
        if (over) return;
        over = true;
        this.inFlight -= 1;
      },
    };
  }
}

/** The event loop's recent delay in ms, sampled every half second (unref'd: never keeps a process up). */
export function eventLoopDelay(): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let recent = 0;
  const timer = setInterval(() => {
    recent = histogram.count > 0 ? histogram.percentile(90) / 1e6 : 0;
    histogram.reset();
  }, 500);
  timer.unref();
  return () => recent;
}

function limit(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const value = env[name] === undefined ? fallback : Number(env[name]);
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(`${name} must be a number above 0 and at most ${max}, got "${env[name]}"`);
  return value;
}

/**
 * SSR_RENDERS_PER_ADDRESS (burst, default 8), SSR_RENDER_RATE_PER_ADDRESS (per second, default 2),
 * SSR_MAX_RENDERS_IN_FLIGHT (default 16), SSR_MAX_LOOP_DELAY_MS (default 60): docs/deploy.md.
 */
export function readAdmissionLimits(env: NodeJS.ProcessEnv): AdmissionLimits {
  return {
    burstPerAddress: limit(env, 'SSR_RENDERS_PER_ADDRESS', ADMISSION_LIMITS.burstPerAddress, 1_000_000),
    ratePerAddress: limit(env, 'SSR_RENDER_RATE_PER_ADDRESS', ADMISSION_LIMITS.ratePerAddress, 1_000_000),
    maxInFlight: limit(env, 'SSR_MAX_RENDERS_IN_FLIGHT', ADMISSION_LIMITS.maxInFlight, 10_000),
    maxLoopDelayMs: limit(env, 'SSR_MAX_LOOP_DELAY_MS', ADMISSION_LIMITS.maxLoopDelayMs, 600_000),
  };
}
