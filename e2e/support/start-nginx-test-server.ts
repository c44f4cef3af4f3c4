/**
 * The end-to-end server behind nginx (playwright.nginx.config.ts), as docs/deploy.md deploys it:
 * Debian's nginx on E2E_PORT, configured from the repository's deploy/nginx/ rendered into a
 * temporary folder and serving the built bundles itself; two render-tier instances (the same as
 * start-test-server.ts starts one) on E2E_PORT + 1000 and + 1001 in its pages upstream; one /wps
 * backend (SSR off) on the run's state behind nginx and both instances, and the run's release bucket
 * and registry service the remotes and registries come from (issue 38). Fault injection reaches
 * built files through a render instance, which asks the backend, for browsers of a scenario that
 * asked for faults (--test-faults). A scenario may stop and restart the second render instance
 * (support/nginx-backends.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { E2E_PORT, E2E_RELEASE_SERVICE_URL, REPO_ROOT } from './test-server';
import { prepareTestState, releaseServiceAnswers, startBackend, startReleaseService, startRenderTier } from './test-backend';
import { BACKEND_PORT, RENDER_PORTS, instanceAnswers, writeControl } from './nginx-backends';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

async function waitFor(port: number, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!(await instanceAnswers(port))) {
    if (Date.now() - started > timeoutMs) throw new Error(`the process on ${port} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(NGINX))
    throw new Error(`nginx is missing at ${NGINX}: npm test installs Debian's package (apt-get install -y nginx), or set NGINX_PATH`);
  prepareTestState();
  const running = new Map<number, ChildProcess>();
  /** Instances a scenario stopped on purpose: their exit is not the run's failure. */
  const stoppedOnPurpose = new Set<number>();
  let nginx: ChildProcess | null = null;
  const stopAll = () => {
    nginx?.kill('SIGQUIT');
    for (const child of running.values()) child.kill('SIGTERM');
  };
  const start = async (port: number, child: ChildProcess) => {
    running.set(port, child);
    child.on('exit', (code) => {
      if (running.get(port) === child) running.delete(port);
      if (stoppedOnPurpose.has(port)) return;
      stopAll();
      process.exitCode = code ?? 1;
    });
    await waitFor(port, 120_000);
  };
  // The remotes come from the run's release bucket, as in the other run (start-test-server.ts):
  // nginx serves the shell's files, the bucket the remotes'.
  const releases = startReleaseService();
  running.set(-1, releases);
  releases.on('exit', (code) => {
    if (running.get(-1) !== releases) return;
    running.delete(-1);
    console.error(`the registry service stopped (exit code ${code})`);
    stopAll();
    process.exitCode = code ?? 1;
  });
  await releaseServiceAnswers(E2E_RELEASE_SERVICE_URL);
  await start(BACKEND_PORT, startBackend(BACKEND_PORT, E2E_PORT, true));
  // One after the other: each start bundles the tier into one file (start-render-tier.ts).
  const startRender = (port: number) => start(port, startRenderTier(port, BACKEND_PORT));
  for (const port of RENDER_PORTS) await startRender(port);

  const out = fs.mkdtempSync(path.join(os.tmpdir(), `m-nginx-${E2E_PORT}-`));
  const { renderNginxConfig } = (await import(path.join(REPO_ROOT, 'scripts/nginx-config.mjs'))) as {
    renderNginxConfig: (options: { out: string; listen: string; backend: string[]; render: string[]; testFaults: boolean }) => string;
  };
  const config = renderNginxConfig({
    out,
    listen: `127.0.0.1:${E2E_PORT}`,
    backend: [`127.0.0.1:${BACKEND_PORT}`],
    render: RENDER_PORTS.map((port) => `127.0.0.1:${port}`),
    testFaults: true,
  });
  nginx = spawn(NGINX, ['-p', out, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });
  writeControl(process.pid);

  const second = RENDER_PORTS[1];
  process.on('SIGUSR1', () => {
    stoppedOnPurpose.add(second);
    running.get(second)?.kill('SIGTERM');
  });
  process.on('SIGUSR2', () => {
    if (running.has(second)) return;
    void startRender(second).then(() => stoppedOnPurpose.delete(second));
  });
  process.on('SIGTERM', stopAll);
  process.on('SIGINT', stopAll);
  nginx.on('exit', (code) => {
    for (const child of running.values()) child.kill('SIGTERM');
    fs.rmSync(out, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
