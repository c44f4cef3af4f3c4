/**
 * What `pnpm bench` measures, from the environment (all optional):
 *   BENCH_RUNS=5                          runs per page and variant (medians; alternating order)
 *   BENCH_ROUTES=/m/home,/m/login,/m/game,/m/sports
 *   BENCH_MERCHANTS=demo,lotus
 *   BENCH_THROTTLING=devtools,simulate    Lighthouse's throttling methods
 *   BENCH_VARIANTS=federated,monolith,floor,react   react: the plain React reference (react-reference/)
 *   BENCH_WARM=1                          the repeat visit with the service worker (0: skip)
 *   BENCH_PORT=4300                       first of five ports (product, monolith, floor, counting proxy, React reference);
 *                                         +5 and +15: the render tier and its backend (render time)
 *   BENCH_REUSE_MONOLITH=1                keep bench/.out/monolith if it exists (default: rebuild)
 *   BENCH_RENDER_ONLY=1                   only the server's render time
 *   BENCH_LHR_DIR=<dir>                   keep every run's Lighthouse report (JSON) there
 */
import type { Throttling } from './lighthouse-run';

export type Variant = 'federated' | 'monolith' | 'floor' | 'react';

export const VARIANTS: readonly Variant[] = ['federated', 'monolith', 'floor', 'react'];

export interface BenchOptions {
  runs: number;
  routes: string[];
  merchants: string[];
  throttling: Throttling[];
  variants: Variant[];
  warm: boolean;
  port: number;
  reuseMonolith: boolean;
}

function list<T extends string>(value: string | undefined, fallback: T[], allowed: readonly string[] | null, name: string): T[] {
  if (value === undefined || value.trim() === '') return fallback;
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items) {
    if (allowed && !allowed.includes(item)) throw new Error(`${name}: "${item}" is not one of ${allowed.join(', ')}`);
  }
  if (items.length === 0) throw new Error(`${name} is empty`);
  return items as T[];
}

function integer(value: string | undefined, fallback: number, name: string, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

export function readBenchOptions(env: NodeJS.ProcessEnv, knownRoutes: readonly string[]): BenchOptions {
  return {
    runs: integer(env.BENCH_RUNS, 5, 'BENCH_RUNS', 1, 50),
    routes: list(env.BENCH_ROUTES, ['/m/home', '/m/login', '/m/game', '/m/sports'], knownRoutes, 'BENCH_ROUTES'),
    merchants: list(env.BENCH_MERCHANTS, ['demo', 'lotus'], null, 'BENCH_MERCHANTS').map((m) => {
      if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(m)) throw new Error(`BENCH_MERCHANTS: "${m}" is not a merchant code`);
      return m;
    }),
    throttling: list<Throttling>(env.BENCH_THROTTLING, ['devtools', 'simulate'], ['devtools', 'simulate'], 'BENCH_THROTTLING'),
    variants: list<Variant>(env.BENCH_VARIANTS, [...VARIANTS], VARIANTS, 'BENCH_VARIANTS'),
    warm: env.BENCH_WARM !== '0',
    port: integer(env.BENCH_PORT, 4300, 'BENCH_PORT', 1024, 65520),
    reuseMonolith: env.BENCH_REUSE_MONOLITH === '1',
  };
}

/** The variants of run `run` (0-based), rotated so that no variant always goes first. */
export function alternate<T>(items: readonly T[], run: number): T[] {
  const shift = run % Math.max(items.length, 1);
  return [...items.slice(shift), ...items.slice(0, shift)];
}
