/**
 * The end-to-end server behind nginx (playwright.nginx.config.ts): the same backend as
 * start-test-server.ts on E2E_PORT + 1000, and Debian's nginx on E2E_PORT with the repository's
 * configuration (deploy/nginx/) rendered into a temporary folder, serving the built bundles
 * itself. Fault injection reaches built files through the backend for browsers of a scenario
 * that asked for faults (--test-faults).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { E2E_PORT, REPO_ROOT } from './test-server';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const backendPort = E2E_PORT + 1000;

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function main(): Promise<void> {
  if (!fs.existsSync(NGINX))
    throw new Error(`nginx is missing at ${NGINX}: npm test installs Debian's package (apt-get install -y nginx), or set NGINX_PATH`);
  const backend = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'start-test-server.ts')], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BACKEND_PORT: String(backendPort) },
  });
  await waitFor(`http://127.0.0.1:${backendPort}/m/federation/registry.json`, 120_000);

  const out = fs.mkdtempSync(path.join(os.tmpdir(), `m-nginx-${E2E_PORT}-`));
  const { renderNginxConfig } = (await import(path.join(REPO_ROOT, 'scripts/nginx-config.mjs'))) as {
    renderNginxConfig: (options: { out: string; listen: string; backend: string; testFaults: boolean }) => string;
  };
  const config = renderNginxConfig({ out, listen: `127.0.0.1:${E2E_PORT}`, backend: `127.0.0.1:${backendPort}`, testFaults: true });
  const nginx = spawn(NGINX, ['-p', out, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });

  const stop = () => {
    nginx.kill('SIGQUIT');
    backend.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('exit', (code) => {
    backend.kill('SIGTERM');
    fs.rmSync(out, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
  backend.on('exit', (code) => {
    nginx.kill('SIGQUIT');
    process.exitCode = code ?? 1;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
