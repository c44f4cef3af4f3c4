/**
 * Starts the render tier the way it must run (issue 34, docs/security.md "Remote code on the
 * server"): remote server code runs in it, and reaches its `process` whatever the V8 context
 * hides (a vm context is not a boundary), so the process itself is what is closed:
 * - its environment is a short list of names (renderTierEnvironment): no DATA_DIR, CONFIG_DIR,
 *   key or merchant secret the operator exported for the backend;
 * - started by root, it runs as an unprivileged user (unprivileged-user.ts, RENDER_TIER_USER);
 * - it runs under Node's permission model: it may read its own bundle, the built shell and the
 *   remotes' builds, nothing else on disk (not the data or config folders), may write nothing and
 *   start no process; it may start worker threads (its render pool), which inherit all of this.
 * It is bundled first (one file, esbuild), since the TypeScript loader (tsx) itself needs
 * worker threads and a child process.
 * Used by `npm start` (scripts/start.mjs) and the end-to-end server (e2e/support/test-backend.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';
import { REMOTE_NAMES } from '@m/shared/remotes';
import { readRenderTierOptions, startedWith } from './render-tier-options';
import { renderTierUser } from './unprivileged-user';

const repoRoot = path.resolve(__dirname, '../../..');

/** The only names the tier gets from the environment it is started from. */
export const PASSED_TO_RENDER_TIER = [
  'PATH',
  'NODE_ENV',
  'LOG_LEVEL',
  'SSR',
  'SSR_SLOT_BUDGET_MS',
  'SSR_FRAME_HOLD_MS',
  'SSR_SLOT_CACHE_MS',
  'SSR_SHELL_CACHE_MS',
  'SSR_RENDERS_PER_ADDRESS',
  'SSR_RENDER_RATE_PER_ADDRESS',
  'SSR_MAX_RENDERS_IN_FLIGHT',
  'SSR_MAX_LOOP_DELAY_MS',
  'SSR_RENDER_THREADS',
  'SSR_RENDER_TIMEOUT_MS',
  'RENDER_TIER_REPORT_MS',
  'TRUSTED_PROXIES',
] as const;

export interface RenderTierLaunch {
  port: number;
  host: string;
  backendOrigin: string;
  bundlesRoot?: string;
  /** Set over what PASSED_TO_RENDER_TIER takes from `from`. */
  extra?: Record<string, string>;
}

export function renderTierEnvironment(from: NodeJS.ProcessEnv, launch: RenderTierLaunch): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of PASSED_TO_RENDER_TIER) if (from[name] !== undefined) env[name] = from[name]!;
  return {
    ...env,
    ...launch.extra,
    PORT: String(launch.port),
    HOST: launch.host,
    BACKEND_ORIGIN: launch.backendOrigin,
    BUNDLES_ROOT: launch.bundlesRoot ?? repoRoot,
  };
}

/**
 * The tier in two files, rebuilt from the sources at each start (about a second): the main thread
 * (render-tier.cjs) and the render thread its pool starts (render-worker.cjs, render-pool.ts).
 * piscina stays a package: it starts its threads from its own files.
 */
export function bundleRenderTier(outDir = path.join(repoRoot, 'server/dist/render-tier')): string {
  fs.mkdirSync(outDir, { recursive: true });
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    external: ['piscina'],
  };
  buildSync({ ...common, entryPoints: [path.join(__dirname, 'render-worker.ts')], outfile: path.join(outDir, 'render-worker.cjs') });
  const outfile = path.join(outDir, 'render-tier.cjs');
  buildSync({ ...common, entryPoints: [path.join(__dirname, 'main.ts')], outfile });
  return outfile;
}

/**
 * Node's flags: read the tier's bundle, its thread pool's package and the built front end, nothing
 * else; start no process. Worker threads are allowed: the render pool's (render-pool.ts). A thread
 * runs under the same permissions and environment as the tier, so remote code that starts one
 * reaches nothing more than it already could.
 */
export function permissionFlags(bundleFile: string, bundlesRoot: string): string[] {
  const readable = [
    path.dirname(bundleFile),
    // The server's packages left out of the bundle (piscina, which starts threads from its own files).
    path.join(repoRoot, 'server/node_modules'),
    path.join(repoRoot, 'node_modules'),
    path.join(bundlesRoot, 'shell/dist'),
    ...REMOTE_NAMES.map((remote) => path.join(bundlesRoot, remote, 'dist')),
    // The shell's server build requires React and the federation runtime from the workspace's packages.
    path.join(bundlesRoot, 'node_modules'),
    path.join(bundlesRoot, 'shell/node_modules'),
    path.join(bundlesRoot, 'shared'),
  ];
  // Once each: Node 20's permission model aborts on a folder given twice.
  return [
    '--experimental-permission',
    '--allow-worker',
    ...[...new Set(readable)].map((folder) => `--allow-fs-read=${folder}${path.sep}*`),
  ];
}

export function startRenderTier(launch: RenderTierLaunch, from: NodeJS.ProcessEnv = startedWith()): ChildProcess {
  const bundlesRoot = launch.bundlesRoot ?? repoRoot;
  const bundle = bundleRenderTier();
  // The permission model's own notice is not news to an operator on every start.
  // Started by root: an unprivileged user (unprivileged-user.ts).
  const user = renderTierUser(from, undefined, undefined, [bundle, path.join(bundlesRoot, 'shell/dist/index.html')]);
  return spawn(process.execPath, ['--no-warnings=ExperimentalWarning', ...permissionFlags(bundle, bundlesRoot), bundle], {
    cwd: path.dirname(bundle),
    stdio: 'inherit',
    env: renderTierEnvironment(from, { ...launch, bundlesRoot }),
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
}

// `node --import tsx server/src/render-tier/start-render-tier.ts` (scripts/start.mjs): PORT, HOST
// and BACKEND_ORIGIN from the environment; stops with the tier.
if (require.main === module) {
  const options = readRenderTierOptions();
  const tier = startRenderTier({ port: options.port, host: options.host, backendOrigin: options.backendOrigin.origin });
  process.on('SIGTERM', () => tier.kill('SIGTERM'));
  process.on('SIGINT', () => tier.kill('SIGINT'));
  tier.on('exit', (code) => process.exit(code ?? 0));
}
