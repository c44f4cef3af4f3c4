/**
 * What the render tier reads from its environment (docs/deploy.md "The render tier"). It is
 * started with this environment only: no database, no data folder, no key or merchant secret.
 */
import path from 'node:path';
import { DEFAULT_FRAME_HOLD_MS } from '@m/shared/contract';
import { DEFAULT_SLOT_BUDGET_MS, isLoopbackHost } from '../server-options';
import { readAdmissionLimits, type AdmissionLimits } from '../ssr/render-admission';

export interface RenderTierOptions {
  port: number;
  host: string;
  /** The /wps backend (and everything else the tier does not answer), e.g. http://127.0.0.1:8090. */
  backendOrigin: URL;
  /** Folder holding `shell/dist` and the remotes' `dist/<version>` folders. */
  bundlesRoot: string;
  trustedProxies: string[];
  logLevel: string;
  /** How often the tier posts its figures to the backend for the operator console (tier-figures.ts); 0: never. */
  reportEveryMs: number;
  /** Where log lines go instead of standard output (tests read them); never from the environment. */
  logTo?: NodeJS.WritableStream;
  render: {
    enabled: boolean;
    slotBudgetMs: number;
    /** How long a page's frame waits for slots before it goes out without them (SSR_FRAME_HOLD_MS). */
    frameHoldMs: number;
    slotCacheMs: number;
    /** How long the backend's shell page of a host and path is kept (shell-page-cache.ts); 0: asked every page. */
    shellCacheMs: number;
    admission: AdmissionLimits;
    /** Render threads (render-pool.ts); 0: one per core. */
    threads: number;
    /** A render longer than this gets the browser-composed shell, and its thread is replaced (ms). */
    renderTimeoutMs: number;
    /** The bundled render thread, beside the tier's own bundle. */
    workerFile: string;
  };
}

const repoRoot = path.resolve(__dirname, '../../..');

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name] === undefined ? fallback : Number(env[name]);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be ${min}-${max}, got "${env[name]}"`);
  return value;
}

/** The environment the tier (or its launcher, start-render-tier.ts) was started with. */
export function startedWith(): NodeJS.ProcessEnv {
  return process.env;
}

export function readRenderTierOptions(env: NodeJS.ProcessEnv = startedWith()): RenderTierOptions {
  const backend = env.BACKEND_ORIGIN?.trim() ?? '';
  if (!/^http:\/\/[^/]+$/.test(backend)) throw new Error(`BACKEND_ORIGIN must be the backend's http origin, got "${backend}"`);
  const backendOrigin = new URL(backend);
  // The backend trusts the tier's forwarding headers: it must be reachable on this machine only.
  if (!isLoopbackHost(backendOrigin.hostname) && env.BACKEND_ON_PRIVATE_NETWORK !== '1')
    throw new Error(`BACKEND_ORIGIN ${backend} is not on loopback: set BACKEND_ON_PRIVATE_NETWORK=1 if only the tier can reach it`);
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST ?? '127.0.0.1',
    backendOrigin,
    bundlesRoot: path.resolve(env.BUNDLES_ROOT ?? repoRoot),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'warn',
    reportEveryMs: int(env, 'RENDER_TIER_REPORT_MS', 10_000, 0, 600_000),
    render: {
      enabled: env.SSR !== 'off',
      slotBudgetMs: int(env, 'SSR_SLOT_BUDGET_MS', DEFAULT_SLOT_BUDGET_MS, 10, 10_000),
      frameHoldMs: int(env, 'SSR_FRAME_HOLD_MS', DEFAULT_FRAME_HOLD_MS, 0, 10_000),
      slotCacheMs: int(env, 'SSR_SLOT_CACHE_MS', 5000, 0, 600_000),
      shellCacheMs: int(env, 'SSR_SHELL_CACHE_MS', 2000, 0, 60_000),
      admission: readAdmissionLimits(env),
      threads: int(env, 'SSR_RENDER_THREADS', 0, 0, 256),
      renderTimeoutMs: int(env, 'SSR_RENDER_TIMEOUT_MS', 3000, 100, 60_000),
      workerFile: path.join(__dirname, 'render-worker.cjs'),
    },
  };
}
