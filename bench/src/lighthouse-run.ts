/**
 * One Lighthouse run (mobile: Moto G Power class screen, slow 4G, 4x CPU slowdown) of one URL in a
 * fresh Chromium: cold cache and storage, service worker kept out, a session seeded when given.
 * `simulate` is Lighthouse's default (a model of the load); `devtools` really throttles the
 * network and CPU, which shows request chains that the model understates (TOOLCHAIN.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import type { SessionInfo } from '../../shared/src/contract/session-info';
import { sessionInitScript } from './floor';

export type Throttling = 'simulate' | 'devtools';

export interface Measurement {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  requests: number;
  /** Lighthouse's own warnings and errors for this run (e.g. NO_LCP). */
  warnings: string[];
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/**
 * With BENCH_LHR_DIR set, each run's whole Lighthouse report is kept there: the figures above say
 * how slow a page was, the report's long tasks, boot-up time per script and LCP element say why.
 */
function saveReport(lhr: unknown, url: string, throttling: Throttling): void {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${throttling}-${url.replace(/^https?:\/\//, '').replace(/[^\w.-]+/g, '_')}.json`;
  writeFileSync(join(dir, name), JSON.stringify(lhr));
}

export async function runLighthouse(url: string, throttling: Throttling, session: SessionInfo | null): Promise<Measurement> {
  const { default: lighthouse } = await import('lighthouse');
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(sessionInitScript(session));
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        throttlingMethod: throttling,
        blockedUrlPatterns: ['*/m/sw.js'],
      },
      undefined,
      page as never,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    saveReport(lhr, url, throttling);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
    const warnings = [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings.map(String),
    ];
    return {
      score: lhr.categories.performance?.score != null ? lhr.categories.performance.score * 100 : Number.NaN,
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsBytes: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
      requests: items.length,
      warnings,
    };
  } finally {
    await browser.close();
  }
}
