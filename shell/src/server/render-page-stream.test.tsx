/**
 * @jest-environment node
 */
/**
 * Streaming by slot (issue 34): the frame goes out once its slots are drawn or a short hold has
 * passed, each later slot when it is ready, in the order they become ready; a slot past its budget or one that throws is left to the
 * browser (its area as on a page not drawn on the server), and the rest of the page is not held.
 */
import type { PageRequest, RemoteName, RootChunk, ServerRenderable, SystemStatus, Transport } from '@m/shared';
import { HOME_SLOTS } from '@m/shared';
import { FRAME_HOLD_MS, renderPage } from './render-page';
import { configureServerApi } from './request-state';
import { SlotCache } from './slot-cache';
import { streamedHtml } from './testing/streamed-html';
import type { RemoteContainers } from './remote-containers';

const status = {
  merchantCode: 'demo',
  merchantName: 'Demo Casino',
  languages: ['EN'],
  defaultLanguage: 'EN',
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
  ip: '198.51.100.2',
  test: false,
  whitelabel: {},
} as unknown as SystemStatus;

const wps: Transport = async ({ path }) => {
  const ok = (value: unknown) => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ success: true, value }),
  });
  if (path.startsWith('/wps/system/status')) return ok(status);
  if (path.startsWith('/wps/system/country'))
    return ok({
      countries: [],
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'before',
    });
  return { status: 404, headers: {}, body: JSON.stringify({ success: false, errorCode: 'NOT_FOUND' }) };
};

/** How each home widget behaves: drawn after `ms`, or throwing while drawn. */
type Behaviour = { ms: number } | 'throws';

function containersWith(behaviours: Partial<Record<string, Behaviour>>): RemoteContainers {
  const parcel = async (entry: { remote: RemoteName }, module: string): Promise<ServerRenderable> => {
    const behaviour = behaviours[module] ?? { ms: 0 };
    function Widget(): never | React.JSX.Element {
      if (behaviour === 'throws') throw new Error(`${module} broke`);
      return <p data-widget={module}>{`${entry.remote} ${module}`}</p>;
    }
    return {
      Component: Widget,
      prepare: async () => {
        if (behaviour !== 'throws' && behaviour.ms > 0) await new Promise((resolve) => setTimeout(resolve, behaviour.ms));
      },
    };
  };
  return { parcel } as unknown as RemoteContainers;
}

function home(slotBudgetMs: number, nonce?: string, frameHoldMs?: number): PageRequest {
  return {
    path: '/m/home',
    search: '',
    href: 'https://demo.example/m/home',
    merchant: 'demo',
    player: { authority: 'demo.example', ip: '198.51.100.2', userAgent: 'phone' },
    storedLanguage: null,
    acceptLanguages: ['EN'],
    entries: [...new Set(HOME_SLOTS.map((slot) => slot.remote))].map((remote) => ({
      remote,
      version: '1.0.0',
      url: `/m/remotes/${remote}/1.0.0/server/remoteEntry.js`,
      integrity: null,
    })),
    slotBudgetMs,
    ...(nonce ? { nonce } : {}),
    ...(frameHoldMs !== undefined ? { frameHoldMs } : {}),
  };
}

/** The pieces of `#root` with the time each arrived (ms after the render started). */
async function drawn(behaviours: Partial<Record<string, Behaviour>>, budget = 2000, nonce?: string, frameHoldMs?: number) {
  const began = performance.now();
  const start = await renderPage(containersWith(behaviours), new SlotCache(0), home(budget, nonce, frameHoldMs));
  if (!start) throw new Error('the home was not drawn');
  const pieces: (RootChunk & { at: number })[] = [];
  for await (const piece of start.root) pieces.push({ ...piece, at: performance.now() - began });
  const page = await start.body;
  return { pieces, page, html: streamedHtml(pieces), ended: performance.now() - began };
}

/** The widget's area in the page as the browser has it: from its opening tag to the next area. */
function area(html: string, module: string): string {
  const at = html.indexOf(`data-module="${module}"`);
  const next = html.indexOf('<div class="remote-slot ', at);
  return html.slice(html.lastIndexOf('<div', at), next < 0 ? html.indexOf('</main>', at) : next);
}

describe('a page streamed by slot', () => {
  beforeAll(() => configureServerApi(wps));

  it('sends the frame first, then each slot as it is ready, the fast before the slow', async () => {
    const { pieces, page, html } = await drawn({ './HomeBanner': { ms: 700 }, './HomeCategories': { ms: 250 } });
    const [frame] = pieces;
    // The frame: header and navigation, the slow slots not in it yet.
    expect(frame!.html).toContain('class="app-header"');
    expect(frame!.html).toContain('class="app-nav"');
    expect(frame!.html).not.toContain('data-widget="./HomeBanner"');
    // The slow slot's area as the browser draws it: a placeholder its piece replaces.
    expect(frame!.html).toContain(
      '<div class="remote-slot remote-slot--widget" data-remote="mf-promotions" data-module="./HomeBanner" data-status="loading" aria-busy="true"></div>',
    );
    // Nothing in the frame that the browser's React would not draw itself (no boundary markers).
    expect(frame!.html).not.toMatch(/<!--\$|<template|<script/);
    const arrival = (module: string) => pieces.findIndex((piece) => piece.html.includes(`data-widget="${module}"`));
    expect(arrival('./HomeCategories')).toBeGreaterThan(0);
    expect(arrival('./HomeBanner')).toBeGreaterThan(arrival('./HomeCategories'));
    expect(pieces[arrival('./HomeBanner')]!.at - frame!.at).toBeGreaterThanOrEqual(250);
    // Once in, every slot sits in its area, drawn and handed over.
    for (const { remote, module } of HOME_SLOTS) {
      expect(area(html, module)).toContain(`data-ssr-slot="${remote}/${module.slice(2)}"`);
      expect(page.handOver.slots[`${remote}/${module.slice(2)}`]).toMatchObject({ version: '1.0.0' });
    }
    expect(page.slots.every((slot) => slot.outcome === 'rendered')).toBe(true);
  });

  it("holds the frame as long as the operator's hold says: slots slower than the default then arrive inside it", async () => {
    const { pieces } = await drawn({ './HomeBanner': { ms: 250 }, './HomeCategories': { ms: 200 } }, 2000, undefined, 600);
    expect(pieces).toHaveLength(1);
    for (const { module } of HOME_SLOTS) expect(pieces[0]!.html).toContain(`data-widget="${module}"`);
  });

  it('sends a page whose slots are quick whole, every slot inside the frame: it holds still while it arrives', async () => {
    const { pieces, page } = await drawn({ './HomeBanner': { ms: 20 }, './HomeCategories': { ms: 10 } });
    expect(FRAME_HOLD_MS).toBeGreaterThan(20);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]!.html).not.toContain('data-ssr-piece');
    for (const { module } of HOME_SLOTS) expect(pieces[0]!.html).toContain(`data-widget="${module}"`);
    expect(page.slots.every((slot) => slot.outcome === 'rendered')).toBe(true);
  });

  it('leaves a slot past its budget to the browser without holding the page to it', async () => {
    const { page, html, ended } = await drawn({ './HomeBanner': { ms: 3000 } }, 300);
    expect(ended).toBeLessThan(2500);
    expect(page.slots.find((slot) => slot.module === './HomeBanner')).toMatchObject({ outcome: 'late' });
    expect(page.handOver.slots['mf-promotions/HomeBanner']).toBeUndefined();
    // Its area as on a page the browser composes: empty, loading, not marked as drawn.
    expect(area(html, './HomeBanner')).toBe(
      '<div class="remote-slot remote-slot--widget" data-remote="mf-promotions" data-module="./HomeBanner" data-status="loading" aria-busy="true"></div>',
    );
    expect(area(html, './HomeCategories')).toContain('data-widget="./HomeCategories"');
  });

  it('draws the rest of the page when one slot throws', async () => {
    const { page, html, pieces } = await drawn({ './HomeMarquee': 'throws', './HomeCategories': { ms: 50 } });
    expect(page.slots.find((slot) => slot.module === './HomeMarquee')).toMatchObject({ outcome: 'failed' });
    expect(area(html, './HomeMarquee')).not.toContain('data-ssr-slot');
    expect(area(html, './HomeMarquee')).toContain('data-status="loading"');
    expect(area(html, './HomeCategories')).toContain('data-widget="./HomeCategories"');
    expect(pieces[0]!.html).toContain('class="app-header"');
  });

  it('gives React’s inline scripts the page’s nonce', async () => {
    const { pieces } = await drawn({ './HomeBanner': { ms: 300 } }, 2000, 'n0nce+/=');
    const scripts = pieces.flatMap((piece) => [...piece.html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain('nonce="n0nce+/="');
  });
});
