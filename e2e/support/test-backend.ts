/**
 * The real server for the end-to-end run: a fresh copy of the demo configuration (tests may edit
 * it, e.g. to publish a remote version), an empty data folder, fault injection on. One backend
 * (start-test-server.ts), or several sharing that state behind nginx (start-nginx-test-server.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  E2E_CONFIG_DIR,
  E2E_DATA_DIR,
  E2E_RELEASE_PORT,
  E2E_RELEASES_PUBLIC_URL,
  E2E_S3_PORT,
  E2E_STATE_DIR,
  REPO_ROOT,
} from './test-server';
import { createFastDomainMerchants, createTestMerchants } from './test-merchants';
import { REMOTES_FROM_BUCKET, registriesFromBucket } from './bucket-registries';

/** Runs the pnpm that runs this suite (npm_execpath under `pnpm run`), else the one on the PATH. */
function pnpm(args: string[], env: NodeJS.ProcessEnv = process.env): ReturnType<typeof spawnSync> {
  const pnpmScript = process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? process.env.npm_execpath : null;
  return pnpmScript
    ? spawnSync(process.execPath, [pnpmScript, ...args], { cwd: REPO_ROOT, stdio: 'inherit', env })
    : spawnSync('pnpm', args, { cwd: REPO_ROOT, stdio: 'inherit', env });
}

/** Makes the run's state folder afresh (once per run, before any backend starts). */
export function prepareTestState(): void {
  fs.rmSync(E2E_STATE_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  fs.cpSync(path.join(REPO_ROOT, 'server/config'), E2E_CONFIG_DIR, { recursive: true });
  // Hundreds of scenarios sign the same seeded members in from one address within minutes: the
  // merchants' per-account and per-address limits would turn later scenarios into rate-limit
  // failures. The limits themselves are proven by the security suite (server/test/security).
  for (const code of fs.readdirSync(path.join(E2E_CONFIG_DIR, 'merchants'))) {
    const file = path.join(E2E_CONFIG_DIR, 'merchants', code, 'merchant.json');
    if (!fs.existsSync(file)) continue;
    const merchant = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      security?: { rateLimits?: Record<string, Record<string, { max: number; windowSeconds: number }>> };
      domainRoute?: { domains: unknown[] };
    };
    for (const kind of Object.values(merchant.security?.rateLimits ?? {})) {
      for (const limit of Object.values(kind)) limit.max = Math.max(limit.max, 10_000);
    }
    // On a machine running two browsers at full load, a ping answers hundreds of milliseconds late
    // at random: with their other domains, demo and lotus would move scenarios about something
    // else to another host. The fast-domain scenarios have merchants of their own (createFastDomainMerchants).
    if (merchant.domainRoute) merchant.domainRoute.domains = [];
    fs.writeFileSync(file, JSON.stringify(merchant, null, 2));
  }
  // The remote that throws while mounting is built from e2e/fixtures, once (before the test
  // merchants: `broken` names its server entry's hash).
  if (!fs.existsSync(path.join(REPO_ROOT, 'mf-games/dist/0.0.0-broken/mf-manifest.json'))) {
    const built = pnpm(['--filter', 'e2e-broken-remote', 'build']);
    if (built.status !== 0) {
      console.error(
        `The e2e fixture remote (e2e/fixtures) could not be built: ${built.error?.message ?? `exit code ${built.status}`}. ` +
          'Run the suite through pnpm (`pnpm run e2e`), or build it once: npx pnpm@10.34.9 --filter e2e-broken-remote build',
      );
      process.exit(built.status ?? 1);
    }
  }
  if (REMOTES_FROM_BUCKET) registriesFromBucket();
  createTestMerchants();
  createFastDomainMerchants();
  // Versions that earlier runs published (independent-deployment.spec.ts) are not needed any more.
  for (const folder of fs.readdirSync(path.join(REPO_ROOT, 'mf-games/dist'), { withFileTypes: true })) {
    if (folder.isDirectory() && folder.name.includes('-e2e-'))
      fs.rmSync(path.join(REPO_ROOT, 'mf-games/dist', folder.name), { recursive: true, force: true });
  }
}

/**
 * Every scenario calls from 127.0.0.1 on a loaded machine, and many read the server-drawn HTML: the
 * flood limits on renders (per address, event-loop delay) are proven by
 * server/src/ssr/render-admission.test.ts, not by the end-to-end run.
 */
const RENDER_ADMISSION_FOR_TESTS = {
  SSR_RENDERS_PER_ADDRESS: '1000000',
  SSR_RENDER_RATE_PER_ADDRESS: '1000000',
  SSR_MAX_RENDERS_IN_FLIGHT: '1000',
  SSR_MAX_LOOP_DELAY_MS: '600000',
};

function backendEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CONFIG_DIR: E2E_CONFIG_DIR,
    DATA_DIR: E2E_DATA_DIR,
    FAULTS: '1',
    // Local test versions of Firebase Auth, LINE, Geetest and the SMS outbox.
    EMULATORS: '1',
    // The scenarios' API helpers (support/pwa.ts, api-session.ts) reach a merchant through the
    // loopback address with X-Forwarded-Host, as a reverse proxy on this machine would.
    TRUSTED_PROXIES: '127.0.0.1',
    // The caps on cheap writes per address (push binding, trials, captcha, feedback, CSP reports)
    // are sized for one player; every scenario of the run calls from 127.0.0.1. The caps
    // themselves are proven by server/test/security/bounded-writes.security.test.ts.
    WRITE_LIMIT_SCALE: '100',
    // Scenarios edit a merchant's content and look at it at once: drawn slots are not kept
    // between pages (the keeping itself: shell/src/server/slot-cache.test.ts).
    SSR_SLOT_CACHE_MS: '0',
    ...RENDER_ADMISSION_FOR_TESTS,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: 'test',
  };
}

/**
 * The backend reads the registries from the run's release bucket (issue 38): the disk's registry
 * files until a scenario releases to the bucket. A registry is kept half a second at most, so a
 * scenario sees a release on its next page or two (production keeps it up to 15 s).
 */
const RELEASES_FOR_TESTS = {
  RELEASES_PUBLIC_URL: E2E_RELEASES_PUBLIC_URL,
  RELEASES_REGISTRY_CACHE_MS: '500',
  // The operator console's releases change the registries in the bucket from the backend (issue 39).
  RELEASES_BUCKET: 'm-releases',
  RELEASES_S3_ENDPOINT: new URL(E2E_RELEASES_PUBLIC_URL).origin,
  // s3rver's fixed local account, not a secret (docs/deploy.md "On a developer's machine").
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
};

/**
 * One backend process on `port`, on the run's state. Behind a render tier it draws no page itself
 * (SSR=off): the tier does, and the backend runs no remote code. `releases`: registries from the
 * run's release bucket (startReleaseService), else from the config folder only.
 */
export function startBackend(port: number, renderTierPort?: number, releases = false): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
    cwd: path.join(REPO_ROOT, 'server'),
    stdio: 'inherit',
    env: {
      ...backendEnv(port),
      ...(renderTierPort !== undefined ? { SSR: 'off', PUBLIC_PORT: String(renderTierPort) } : {}),
      ...(releases ? RELEASES_FOR_TESTS : {}),
    },
  });
}

/**
 * The run's local S3 server and registry service (`pnpm release serve --local`, as `npm start`
 * runs them), on the run's data folder and config: the built remote versions are uploaded before
 * it answers. Its operator token is the data folder's `release-operator-token`.
 */
export function startReleaseService(): ChildProcess {
  // The version 1.1.0 of mf-games the release scenarios move merchants to: built once, before the
  // service uploads what is built (a team's CI would have published it).
  ensureBuilt('mf-games', '1.1.0');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONFIG_DIR: E2E_CONFIG_DIR,
    DATA_DIR: E2E_DATA_DIR,
    RELEASES_LOCAL_S3_PORT: String(E2E_S3_PORT),
    RELEASE_PORT: String(E2E_RELEASE_PORT),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  for (const name of Object.keys(env)) if (name.startsWith('RELEASES_BUCKET') || name === 'RELEASE_TOKEN') delete env[name];
  return spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/releases/main.ts'), '--local', '--publish-built'], {
    cwd: path.join(REPO_ROOT, 'server'),
    stdio: 'inherit',
    env,
  });
}

/**
 * The render tier (server/src/render-tier) on `port`, in front of the backend on `backendPort`,
 * started as `npm start` starts it (start-render-tier.ts): with a short list of environment
 * names, no data or config folder, under Node's permission model (issue 34).
 */
export function startRenderTier(port: number, backendPort: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/render-tier/start-render-tier.ts')], {
    cwd: path.join(REPO_ROOT, 'server'),
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKEND_ORIGIN: `http://127.0.0.1:${backendPort}`,
      // The scenarios' API helpers reach a merchant through loopback with X-Forwarded-Host.
      TRUSTED_PROXIES: '127.0.0.1',
      // As for the backend before (backendEnv): scenarios edit content (a theme, a registry) and
      // look at it at once: neither drawn slots nor the backend's shell page are kept.
      SSR_SLOT_CACHE_MS: '0',
      SSR_SHELL_CACHE_MS: '0',
      // The console's health page shows the tier's figures within a second or two (production: 10 s).
      RENDER_TIER_REPORT_MS: '1000',
      ...RENDER_ADMISSION_FOR_TESTS,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
}

/** Builds `<remote>/dist/<version>/` once (kept between runs, like the broken fixture remote). */
function ensureBuilt(remote: string, version: string): void {
  if (fs.existsSync(path.join(REPO_ROOT, remote, 'dist', version, 'server', 'remoteEntry.js'))) return;
  const built = pnpm(['--filter', remote, 'build'], { ...process.env, REMOTE_VERSION: version });
  if (built.status !== 0) console.error(`${remote} ${version} could not be built: the release scenarios will build it themselves`);
}

/** Resolves once the registry service answers: the built versions are in the bucket by then. */
export async function releaseServiceAnswers(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(`${url}/releases/history`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the registry service at ${url} did not answer within ${timeoutMs} ms`);
}

/** Where the backend listens behind the render tier: a port of this run's own, off the players' one. */
export function backendPortBehind(port: number): number {
  return port + 10_000;
}
