/**
 * What a remote's server code can reach in the render tier (issue 34, docs/security.md "Remote
 * code on the server"): a probe build of mf-games (e2e/fixtures/probe-remote) pinned by one
 * merchant draws its home on the server and reports what it found. It reaches the tier's process
 * (a V8 context is not a boundary) and can start a worker thread (the tier's renders run in
 * threads), but nothing of the backend's, from either: no data or config folder, no secret in the
 * environment, no command, no file written.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { createMerchant, merchantCode } from '../support/merchant-files';
import { manifestUrl, REMOTES_FROM_BUCKET } from '../support/bucket-registries';
import { BASE_URL, E2E_CONFIG_DIR, E2E_DATA_DIR, E2E_RELEASES_PUBLIC_URL, E2E_S3_PORT, REPO_ROOT } from '../support/test-server';
import { releaseBucket, s3Client } from '../../server/src/releases/release-bucket';
import { IMMUTABLE } from '../../server/src/releases/bucket-layout';

// '-e2e-' in the name: the next run's start removes it (support/test-backend.ts).
const VERSION = '0.0.0-e2e-probe';

interface Attempt {
  ok: boolean;
  error?: string;
}

interface Findings {
  contextProcessEnv: string[] | null;
  contextRequire: Attempt;
  hostProcess: boolean;
  hostEnvNames?: string[];
  dataDir?: Attempt;
  configDir?: Attempt;
  shell?: Attempt;
  writeTmp?: Attempt;
  workerThread?: Attempt & { value?: { dataDir: string; shell: string } };
}

/**
 * The probe's server entry where the run's remotes come from: the release bucket (put there as a
 * team with write access to it could; it is no complete version, so not through publish-remote),
 * or the site's files with E2E_REMOTES=disk. Returns its sha384, which the registry pins.
 */
async function publishProbe(): Promise<string> {
  const code = fs
    .readFileSync(path.join(REPO_ROOT, 'e2e/fixtures/probe-remote/server-entry.cjs'), 'utf8')
    .replaceAll('__DATA_DIR__', E2E_DATA_DIR)
    .replaceAll('__CONFIG_DIR__', E2E_CONFIG_DIR);
  if (REMOTES_FROM_BUCKET) {
    // s3rver's fixed local account, not a secret (docs/deploy.md "On a developer's machine").
    const client = s3Client({
      bucket: 'm-releases',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${E2E_S3_PORT}`,
      publicUrl: E2E_RELEASES_PUBLIC_URL,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      await releaseBucket(client, 'm-releases').put(`remotes/mf-games/${VERSION}/server/remoteEntry.js`, code, {
        contentType: 'text/javascript; charset=utf-8',
        cacheControl: IMMUTABLE,
      });
    } finally {
      client.destroy();
    }
  } else {
    const folder = path.join(REPO_ROOT, `mf-games/dist/${VERSION}/server`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'remoteEntry.js'), code);
  }
  return `sha384-${crypto.createHash('sha384').update(code).digest('base64')}`;
}

function pinProbe(code: string, integrity: string): string {
  const base = createMerchant(code);
  const registry = JSON.parse(fs.readFileSync(path.join(E2E_CONFIG_DIR, 'registry/default.json'), 'utf8')) as {
    merchant: string;
    remotes: { name: string; version: string; manifest: string; server?: unknown }[];
  };
  registry.merchant = code;
  const games = registry.remotes.find((remote) => remote.name === 'mf-games')!;
  games.version = VERSION;
  games.manifest = manifestUrl('mf-games', VERSION);
  // The probe's own hash: an entry on another origin runs only when the registry pins it (on this
  // site's files the tier reads them without one).
  games.server = { integrity };
  fs.writeFileSync(path.join(E2E_CONFIG_DIR, `registry/${code}.json`), JSON.stringify(registry, null, 2));
  return base;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('a remote’s server code in the render tier finds nothing of the backend’s: no secret, no data folder, no command', async ({
  request,
}, testInfo) => {
  const base = pinProbe(merchantCode('probe', testInfo), await publishProbe());
  let findings: Findings | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${BASE_URL}/m/home`, { headers: { 'x-forwarded-host': new URL(base).host } });
        expect(answer.status()).toBe(200);
        const report = /PROBE:(.*?):PROBE/s.exec(await answer.text())?.[1];
        findings = report ? (JSON.parse(unescapeHtml(report)) as Findings) : null;
        return findings !== null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const found = findings!;
  // Inside its context: no require, and a `process` of one harmless name.
  expect(found.contextRequire.ok).toBe(false);
  expect(found.contextProcessEnv).toEqual(['NODE_ENV']);
  // Out of the context (it gets there): the render tier's process, whose environment names no
  // folder, key, secret or backend setting.
  expect(found.hostProcess).toBe(true);
  for (const name of ['DATA_DIR', 'CONFIG_DIR', 'EMULATORS', 'FAULTS', 'WRITE_LIMIT_SCALE']) expect(found.hostEnvNames).not.toContain(name);
  expect(found.hostEnvNames!.filter((name) => /SECRET|KEY|TOKEN|PASSWORD|PRIVATE/i.test(name))).toEqual([]);
  // Nothing on disk beyond the built files: not the data folder, not the merchants' configuration.
  expect(found.dataDir).toMatchObject({ ok: false, error: 'ERR_ACCESS_DENIED' });
  expect(found.configDir).toMatchObject({ ok: false, error: 'ERR_ACCESS_DENIED' });
  // No command, no file written.
  expect(found.shell).toMatchObject({ ok: false, error: 'ERR_ACCESS_DENIED' });
  expect(found.writeTmp).toMatchObject({ ok: false, error: 'ERR_ACCESS_DENIED' });
  // The tier draws pages in worker threads, so remote code can start one too; the thread runs
  // under the same permissions: no data folder, no command.
  expect(found.workerThread).toEqual({ ok: true, value: { dataDir: 'ERR_ACCESS_DENIED', shell: 'ERR_ACCESS_DENIED' } });
});
