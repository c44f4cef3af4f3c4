/**
 * What a returning player's browser (or a CDN in front) may keep: pages, the worker and registries
 * are revalidated on every load; a released version's files on the release bucket and
 * content-hashed files are kept a year; text goes compressed; built files carry CORS and
 * nosniff; an app route that is not a file gets the shell (history fallback); each host gets its
 * merchant's registry and theme.
 * Run against the reference server and, with playwright.nginx.config.ts, behind nginx.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { BASE_URL, E2E_PORT } from '../support/test-server';

/** Node does not resolve *.localhost as Chromium does: the host name goes in the Host header. */
const get = (request: APIRequestContext, merchant: string, path: string) =>
  request.get(`${BASE_URL}${path}`, { headers: { host: `${merchant}.localhost:${E2E_PORT}` } });

const YEAR = 'public, max-age=31536000, immutable';

test('a returning player revalidates what names other files and keeps hashed files for a year', async ({ request }) => {
  const page = await get(request, 'demo', '/m/home');
  expect(page.status()).toBe(200);
  // Drawn on the server for this player's language: revalidated, and kept by no shared cache (issue 34).
  expect(page.headers()['cache-control']).toBe('private, no-cache');
  const html = await page.text();
  const script = /(?:src|href)="(\/m\/assets\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  expect(script, 'the shell page names its hashed main script').toBeTruthy();

  const main = await get(request, 'demo', script!);
  expect(main.headers()['cache-control']).toBe(YEAR);
  expect(main.headers()['access-control-allow-origin']).toBe('*');
  expect(main.headers()['content-encoding']).toMatch(/^(gzip|br)$/);

  const worker = await get(request, 'demo', '/m/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['service-worker-allowed']).toBe('/m/');

  const registry = await get(request, 'demo', '/m/federation/registry.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const remotes = ((await registry.json()) as { remotes: { name: string; manifest: string }[] }).remotes;
  const games = remotes.find((r) => r.name === 'mf-games')!;
  // A version's manifest and entry on the release bucket (issue 38, the CDN's place) are never
  // rewritten, so they are kept a year there, and read from any origin; only the registry that
  // names them changes. Served by this site (E2E_REMOTES=disk), they are revalidated.
  const fromBucket = /^https?:\/\//.test(games.manifest);
  const versionFile = (url: string) =>
    fromBucket ? request.get(url, { headers: { origin: `http://demo.localhost:${E2E_PORT}` } }) : get(request, 'demo', url);
  const manifest = await versionFile(games.manifest);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe(fromBucket ? YEAR : 'no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const entry = await versionFile(games.manifest.replace('mf-manifest.json', 'remoteEntry.js'));
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe(fromBucket ? YEAR : 'no-cache');
});

test('an old link to a chunk that no longer exists is a 404, never the shell page', async ({ request }) => {
  const gone = await get(request, 'demo', '/m/remotes/mf-games/1.0.0/gone.0badc0de.js');
  expect(gone.status()).toBe(404);
  expect(gone.headers()['content-type']).toMatch(/application\/json/);
  expect(await gone.text()).not.toContain('<!doctype');
});

test('each host gets its own merchant: the page in its colours, its registry, the app on every route', async ({ request }) => {
  for (const [merchant, brand] of [
    ['demo', '#1c66cc'],
    ['lotus', '#c2185b'],
  ] as const) {
    const page = await get(request, merchant, '/m/member/home');
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
    expect(await page.text()).toContain(`<style id="merchant-theme">:root{--brand:${brand};`);
    const registry = (await (await get(request, merchant, '/m/federation/registry.json')).json()) as { merchant: string };
    expect(registry.merchant).toBe(merchant);
  }
});
