/**
 * Releasing against the run's local release bucket and registry service (issue 38,
 * support/test-backend.ts startReleaseService): the same commands a team's CI and an operator run,
 * `pnpm publish-remote` and `pnpm release`, with this run's addresses and operator token.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR, E2E_RELEASE_SERVICE_URL, E2E_S3_PORT, REPO_ROOT } from './test-server';

const env = (): NodeJS.ProcessEnv => ({
  ...process.env,
  RELEASES_BUCKET: 'm-releases',
  RELEASES_S3_ENDPOINT: `http://127.0.0.1:${E2E_S3_PORT}`,
  // s3rver's fixed local account, not a secret (docs/deploy.md "On a developer's machine").
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  RELEASE_SERVICE_URL: E2E_RELEASE_SERVICE_URL,
  DATA_DIR: E2E_DATA_DIR,
});

function run(script: string, args: string[]): { status: number | null; output: string } {
  const done = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts', script), ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: env(),
  });
  return { status: done.status, output: `${done.stdout}${done.stderr}` };
}

/** `pnpm release <args>` as an operator of this run. */
export function release(...args: string[]): { status: number | null; output: string } {
  return run('release.ts', args);
}

/**
 * `pnpm publish-remote <remote> <version> --no-build …` of a version built on this machine: upload
 * to the bucket (already there: nothing to do) and promote as `args` say. Builds it first if needed.
 */
export function publishBuilt(remote: string, version: string, ...args: string[]): { status: number | null; output: string } {
  if (!fs.existsSync(path.join(REPO_ROOT, remote, 'dist', version, 'server', 'remoteEntry.js'))) {
    const built = spawnSync('pnpm', ['--filter', remote, 'build'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, REMOTE_VERSION: version },
    });
    if (built.status !== 0) return { status: built.status, output: `${built.stdout}${built.stderr}` };
  }
  return run('publish-remote.ts', [remote, version, '--no-build', ...args]);
}

/** Waits until the registry service answers (it uploads the built versions before it listens). */
export async function serviceReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(`${E2E_RELEASE_SERVICE_URL}/releases/history`).catch(() => null))?.status() ?? 0, {
      timeout: 60_000,
    })
    .toBe(401);
}

/** The server-drawn /m/home of a merchant for one device: the page and the version of mf-games that drew it (null: left to the browser). */
export async function drawnHome(
  request: APIRequestContext,
  base: string,
  deviceId?: string,
): Promise<{ version: string | null; html: string; setCookie: string | undefined }> {
  const answer = await request.get(`${BASE_URL}/m/home`, {
    headers: { 'x-forwarded-host': new URL(base).host, ...(deviceId ? { cookie: `loginDeviceId=${deviceId}` } : {}) },
  });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const version = /data-remote="mf-games" data-module="\.\/HomeCategories" data-remote-version="([^"]+)"/.exec(html)?.[1] ?? null;
  return { version, html, setCookie: answer.headers()['set-cookie'] };
}

/** The version of mf-games drawn for a device, waiting out a slot left to the browser on a loaded machine. */
export async function drawnGamesVersion(request: APIRequestContext, base: string, deviceId?: string): Promise<string> {
  let version: string | null = null;
  await expect.poll(async () => (version = (await drawnHome(request, base, deviceId)).version), { timeout: 20_000 }).not.toBeNull();
  return version!;
}

/**
 * The version of mf-games a merchant's registry gives everyone (not the canary): what its pages
 * ran before a release, whatever another scenario published to the default registry meanwhile.
 */
export async function stableGamesVersion(request: APIRequestContext, base: string): Promise<string> {
  const answer = await request.get(`${BASE_URL}/m/federation/registry.json`, { headers: { 'x-forwarded-host': new URL(base).host } });
  expect(answer.status()).toBe(200);
  const doc = (await answer.json()) as { remotes: { name: string; version: string }[] };
  return doc.remotes.find((remote) => remote.name === 'mf-games')!.version;
}
