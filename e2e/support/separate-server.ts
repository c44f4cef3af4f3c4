/**
 * A second server of its own for a scenario that deploys a new shell while a page is open. The
 * shared test server serves the repository's shell/dist, which other scenarios (and other people
 * running tests) use at the same time: this one serves a private copy that the test may change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net, { type AddressInfo } from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { E2E_CONFIG_DIR, REPO_ROOT } from './test-server';
import { REMOTE_NAMES } from '../../shared/src/contract/remote-names';

export interface SeparateServer {
  url: string;
  /** Publishes a new shell build: a changed page, service worker and build manifest. */
  publishShell(build: string): void;
  /** Stops the server and starts it again on the same data (what survives a restart). */
  restart(): Promise<void>;
  /** The server's database file. */
  databaseFile: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the separate server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the separate server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * A port no one listens on. Each server takes its own: two scenario files that ran one server
 * each on the same fixed port, on two workers at once, shared the first one's server (the second
 * could not listen), and lost it when the first file stopped it (ERR_CONNECTION_REFUSED).
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startSeparateServer(): Promise<SeparateServer> {
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'm-separate-server-'));
  fs.cpSync(path.join(REPO_ROOT, 'shell/dist'), path.join(root, 'shell/dist'), { recursive: true });
  for (const remote of REMOTE_NAMES) {
    fs.mkdirSync(path.join(root, remote), { recursive: true });
    fs.symlinkSync(path.join(REPO_ROOT, remote, 'dist'), path.join(root, remote, 'dist'), 'dir');
  }
  // The shared server's configuration (test-backend.ts), not the demo's: the demo merchants list
  // other domains, and a page opened on 127.0.0.1 measured them and jumped to demo.localhost at a
  // random moment, taking the scenario's service worker and storage with it.
  fs.cpSync(E2E_CONFIG_DIR, path.join(root, 'config'), { recursive: true });
  fs.mkdirSync(path.join(root, 'data'));

  const launch = () =>
    spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
      cwd: path.join(REPO_ROOT, 'server'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        CONFIG_DIR: path.join(root, 'config'),
        DATA_DIR: path.join(root, 'data'),
        BUNDLES_ROOT: root,
        EMULATORS: '1',
        // As the shared server (start-test-server.ts): every scenario calls from 127.0.0.1.
        WRITE_LIMIT_SCALE: '100',
        // Scenarios edit a merchant's content and look at it at once: drawn slots are not kept
        // between pages (the keeping itself: shell/src/server/slot-cache.test.ts).
        SSR_SLOT_CACHE_MS: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
    });
  const halt = async (process: ChildProcess) => {
    const exited = new Promise((resolve) => process.once('exit', resolve));
    process.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  };
  let child = launch();
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/m/federation/registry.json`, child);

  const dist = path.join(root, 'shell/dist');
  return {
    url,
    publishShell(build) {
      const indexPath = path.join(dist, 'index.html');
      const html = fs.readFileSync(indexPath, 'utf8').replace('<head>', `<head><meta name="m-build" content="${build}">`);
      fs.writeFileSync(indexPath, html);
      // The worker precaches the page by revision: a new page is a new worker script.
      const swPath = path.join(dist, 'sw.js');
      const sw = fs.readFileSync(swPath, 'utf8');
      const revised = sw.replace(/'revision':'[0-9a-f]+','url':'\/m\/index\.html'/, `'revision':'build-${build}','url':'/m/index.html'`);
      if (revised === sw) throw new Error('sw.js has no precache entry for /m/index.html');
      fs.writeFileSync(swPath, revised);
      const manifestPath = path.join(dist, 'asset-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { files: Record<string, string> };
      manifest.files[`build-${build}.txt`] = `/m/build-${build}.txt`;
      fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
    },
    databaseFile: path.join(root, 'data', 'wps.sqlite'),
    async restart() {
      await halt(child);
      child = launch();
      await waitUntilUp(`${url}/m/federation/registry.json`, child);
    },
    async stop() {
      await halt(child);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
