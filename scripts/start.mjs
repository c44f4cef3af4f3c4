// `npm start`: installs, builds every bundle, and runs the product with its reference backend
// and the demo data of two merchants on http://127.0.0.1:8080/m/ (PORT changes it).
// Two processes (issue 34): the render tier players reach on PORT, which draws the pages and
// runs the remotes' server code with no secret in reach, and behind it on BACKEND_PORT (default
// PORT+1, loopback only) the /wps backend, which keeps the keys, the ledger and the members.
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
    process.exitCode = code ?? 0;
  });
}
