/**
 * The render tier's pool (render-pool.ts) with its real, bundled render thread (render-worker.ts)
 * and a stand-in shell server build whose routes behave as remote code can: draw, draw nothing,
 * crash its thread, spin forever. What a player would notice: pages drawn off the main thread,
 * and a crash or a hang costs one page its server render (the tier then sends the shell), never
 * the next page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageRenderStart, PageRequest, RootChunk } from '@m/shared/contract';
import { RenderPool } from './render-pool';
import { bundleRenderTier } from './start-render-tier';

/** A shell server build (shell/src/server/index.ts's contract) whose routes do what their name says. */
const STAND_IN_BUILD = `
const { threadId } = require('node:worker_threads');
exports.createPageRenderer = () => ({
  isServerRendered: (path) => path.startsWith('/m/'),
  retain: () => undefined,
  loadedVersions: () => 0,
  render: async (request) => {
    const documentLanguage = { lang: 'th', dir: 'ltr' };
    if (request.path === '/m/none') return null;
    if (request.path === '/m/crash') {
      setTimeout(() => { throw new Error('remote code threw outside any promise'); });
      return { language: 'TH', documentLanguage, root: (async function* () { await new Promise(() => undefined); })(), body: new Promise(() => undefined) };
    }
    if (request.path === '/m/spin') for (;;) {}
    if (request.path === '/m/slow') await new Promise((resolve) => setTimeout(resolve, 200));
    let drawn;
    const body = new Promise((resolve) => (drawn = resolve));
    async function* root() {
      yield { html: '<main data-thread="' + threadId + '">' + request.merchant + '</main>', hints: [], styles: new Map([['shell', 's{}']]) };
      // A slot that takes its time comes after the frame, on its own.
      if (request.path === '/m/streamed') await new Promise((resolve) => setTimeout(resolve, 800));
      yield { html: '<div hidden data-ssr-piece>games</div>', hints: [], styles: new Map([['games', 'a{}']]) };
      drawn({
        language: 'TH',
        documentLanguage,
        handOver: { schemaVersion: 1, language: 'TH', config: null, slots: {} },
        slots: [{ remote: 'mf-games', module: './HomeCategories', version: '1.0.0', outcome: 'failed', ms: 3, error: { thrown: () => 1 } }],
      });
    }
    return { language: 'TH', documentLanguage, root: root(), body };
  },
});
`;

function ask(path: string, merchant = 'demo'): PageRequest {
  return {
    path,
    search: '',
    href: `http://${merchant}.example${path}`,
    merchant,
    player: { authority: 'demo.example', ip: '1.2.3.4', userAgent: 'jest' },
    storedLanguage: null,
    seenPopups: [],
    acceptLanguages: [],
    entries: [],
    slotBudgetMs: 150,
  };
}

/** The pieces of `#root` as they arrive, each with when it arrived (ms after the start). */
async function piecesOf(start: PageRenderStart): Promise<(RootChunk & { at: number })[]> {
  const began = performance.now();
  const pieces = [];
  for await (const piece of start.root) pieces.push({ ...piece, at: performance.now() - began });
  return pieces;
}

describe('the render pool', () => {
  let folder: string;
  let pool: RenderPool;

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
    fs.mkdirSync(path.join(folder, 'shell/dist/server'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'shell/dist/server/render.js'), STAND_IN_BUILD);
    bundleRenderTier(path.join(folder, 'tier'));
    const started = RenderPool.start({
      bundlesRoot: folder,
      backendOrigin: 'http://127.0.0.1:9',
      slotCacheMs: 0,
      workerFile: path.join(folder, 'tier/render-worker.cjs'),
      threads: 2,
      // Generous: the suite runs beside others on a busy machine; the spin test waits for it.
      renderTimeoutMs: 3000,
    });
    pool = started.pool!;
  }, 30_000);

  afterAll(async () => {
    await pool?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('draws the page in a render thread, not on the main thread, with its head first', async () => {
    const start = await pool.render(ask('/m/home'));
    expect(start).toMatchObject({ language: 'TH', documentLanguage: { lang: 'th', dir: 'ltr' } });
    const [frame, slot] = await piecesOf(start!);
    const page = await start!.body;
    const thread = Number(/data-thread="(\d+)"/.exec(frame!.html)?.[1]);
    expect(thread).toBeGreaterThan(0);
    expect(frame!.html).toContain('>demo</main>');
    expect(frame!.styles.get('shell')).toBe('s{}');
    expect(slot!.styles.get('games')).toBe('a{}');
    // What remote code threw crosses to the main thread as plain data (for the log).
    expect(page.slots[0]).toMatchObject({ outcome: 'failed', error: { name: 'Error' } });
  });

  async function threadOf(path: string, merchant = 'demo'): Promise<number> {
    const [frame] = await piecesOf((await pool.render(ask(path, merchant)))!);
    return Number(/data-thread="(\d+)"/.exec(frame!.html)?.[1]);
  }

  it('hands each piece over as the thread draws it: the frame does not wait for a slow slot', async () => {
    const start = (await pool.render(ask('/m/streamed')))!;
    const [frame, slot] = await piecesOf(start);
    expect(frame!.html).toContain('</main>');
    expect(slot!.html).toContain('data-ssr-piece');
    expect(slot!.at - frame!.at).toBeGreaterThanOrEqual(400);
    await expect(start.body).resolves.toMatchObject({ language: 'TH' });
  });

  it('keeps a merchant’s renders on one thread (its remotes stay loaded), and spreads a flood over every thread', async () => {
    const one = await threadOf('/m/home');
    for (let i = 0; i < 3; i += 1) expect(await threadOf('/m/home')).toBe(one);
    const flood = await Promise.all(Array.from({ length: 12 }, () => threadOf('/m/slow')));
    expect(new Set(flood).size).toBe(2);
  });

  it('says which routes are drawn without asking a thread', () => {
    expect(pool.isServerRendered('/m/home')).toBe(true);
    expect(pool.isServerRendered('/wps/system/status')).toBe(false);
  });

  it('answers "not drawn" when the render draws nothing', async () => {
    await expect(pool.render(ask('/m/none'))).resolves.toBeNull();
  });

  it('a thread that crashes costs that page its render; the next pages are drawn', async () => {
    // The thread may die before or after it sent the page's head: either way that page is not drawn.
    await expect(pool.render(ask('/m/crash')).then((start) => start!.body)).rejects.toThrow();
    for (let i = 0; i < 4; i += 1) await expect((await pool.render(ask('/m/home')))!.body).resolves.toMatchObject({ language: 'TH' });
  }, 20_000);

  it('a render past its time is given up at its time; the next pages go to another thread; a stuck thread is replaced', async () => {
    const started = Date.now();
    await expect(pool.render(ask('/m/spin'))).rejects.toThrow(/took over 3000 ms/);
    expect(Date.now() - started).toBeLessThan(4500);
    // The stuck thread gets no new page while the other can draw it.
    for (let i = 0; i < 4; i += 1) await expect((await pool.render(ask('/m/home')))!.body).resolves.toMatchObject({ language: 'TH' });
    expect(Date.now() - started).toBeLessThan(8000);
    // Stopped at three times its time (9 s) and replaced: both threads draw again.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 10_000 - (Date.now() - started))));
    const flood = await Promise.all(Array.from({ length: 12 }, () => threadOf('/m/slow')));
    expect(new Set(flood).size).toBe(2);
  }, 45_000);
});
