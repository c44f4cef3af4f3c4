// `npm start`: installs, builds every bundle, and runs the product with its reference backend
// and the demo data of two merchants on http://127.0.0.1:8080/m/ (PORT changes it).
// Two processes (issue 34): the render tier players reach on PORT, which draws the pages and
// runs the remotes' server code with no secret in reach, and behind it on BACKEND_PORT (default
// PORT+1, loopback only) the /wps backend, which keeps the keys, the ledger and the members.
// Releases (issue 38): without a bucket (RELEASES_BUCKET unset) a local S3 server and the registry
// service start too (`pnpm release serve --local`, 127.0.0.1:4568 and :8090), with every built
// remote version uploaded; the backend reads the registries from that bucket (the disk's until
// the first `pnpm release …`), and players load released versions from it.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, build, install } from './toolchain.mjs';

await install();
build();
const port = process.env.PORT ?? '8080';
const backendPort = process.env.BACKEND_PORT ?? String(Number(port) + 1);
console.log(
  `\nStarting on http://127.0.0.1:${port}/m/  (merchants: http://demo.localhost:${port}/m/ and http://lotus.localhost:${port}/m/)`,
);

const localReleases = !process.env.RELEASES_BUCKET && !process.env.RELEASES_PUBLIC_URL;
const s3Port = process.env.RELEASES_LOCAL_S3_PORT ?? '4568';
const releases = localReleases
  ? spawn(process.execPath, ['--import', 'tsx', 'src/releases/main.ts', '--local', '--publish-built'], {
      cwd: path.join(ROOT, 'server'),
      stdio: 'inherit',
      env: {
        ...process.env,
        RELEASES_LOCAL_S3_PORT: s3Port,
        // The canaries' p75 come from the backend's beacons (its data folder, below).
        RELEASES_RUM_DB: process.env.RELEASES_RUM_DB ?? path.join(process.env.DATA_DIR ?? path.join(ROOT, '.data/demo'), 'wps.sqlite'),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
    })
  : null;
// The product runs without it (registries from disk then): a second `npm start` finds the port taken.
releases?.on('exit', (code) => {
  if (code) console.error(`The registry service stopped (exit code ${code}): releases need \`pnpm release serve --local\`.`);
});

const trusted = (process.env.TRUSTED_PROXIES ?? '').split(',').filter(Boolean);
const backend = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(ROOT, 'server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: backendPort,
    HOST: '127.0.0.1',
    // The render tier draws the pages: the backend runs no remote code.
    SSR: 'off',
    // The render tier, on this machine, tells the backend who the player is.
    TRUSTED_PROXIES: [...trusted, '127.0.0.1'].join(','),
    // The start guide names the address players use, the render tier's.
    PUBLIC_PORT: port,
    DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, '.data/demo'),
    // Local test versions of Firebase Auth, LINE, Geetest and SMS: the real ones are not reachable here.
    EMULATORS: process.env.EMULATORS ?? '1',
    // The local bucket: registries read from it, and the operator console (/ops) changes them there.
    // S3RVER is s3rver's fixed local account, not a secret.
    ...(localReleases
      ? {
          RELEASES_PUBLIC_URL: `http://127.0.0.1:${s3Port}/m-releases`,
          RELEASES_BUCKET: 'm-releases',
          RELEASES_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
        }
      : {}),
  },
});

// The render tier gets a short list of environment names (no DATA_DIR, no secret) and runs under
// Node's permission model, and started by root as nobody (RENDER_TIER_USER):
// server/src/render-tier/start-render-tier.ts. Production units: deploy/systemd/.
const tier = spawn(process.execPath, ['--import', 'tsx', 'src/render-tier/start-render-tier.ts'], {
  cwd: path.join(ROOT, 'server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: process.env.HOST ?? '127.0.0.1',
    BACKEND_ORIGIN: `http://127.0.0.1:${backendPort}`,
  },
});

const stop = (signal) => {
  tier.kill(signal);
  backend.kill(signal);
  releases?.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// One ending ends both: a render tier without its backend (or the reverse) is not the product.
for (const [child, other] of [
  [backend, tier],
  [tier, backend],
]) {
  child.on('exit', (code) => {
    other.kill('SIGTERM');
    releases?.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
