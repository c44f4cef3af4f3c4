/**
 * pnpm bench (issue 17, point 1): how fast the built product shows on a cheap phone, side by side
 * with the floor (the same rendered page as static HTML), a monolithic build of the same
 * sources and the plain React reference (the same page drawn and hydrated by React alone, one
 * bundle, no federation: react-reference/), so each score is read against what React itself
 * allows on this machine in the same run. Lighthouse mobile, cold, service worker kept out, medians of alternating runs; then a
 * repeat visit with the service worker; then the first-load budgets (e2e/reports/budgets.json),
 * exiting 1 when a route is over its budget. Not a test: it prints a table (docs/performance.md).
 * Options: options.ts. Needs the build (`pnpm build`) first.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, kb, measureFirstLoad, remoteShare, routeCase, ROUTES, type RouteCase } from '../../e2e/reports/first-load';
import { budgetViolations, readBudgets, type Budgets, type FirstLoadFigure } from '../../e2e/reports/budgets';
import { REMOTE_NAMES } from '../../shared/src/contract/remote-names';
import type { SessionInfo } from '../../shared/src/contract/session-info';
import { buildMonolith } from './monolith/webpack-config';
import { REPO, signIn, startServer, type RunningServer } from './servers';
import { captureFloor, sessionInitScript, startProxy, type ProxyServer } from './floor';
import { buildReferenceBundle, type ReferenceBundle } from './react-reference/build';
import { referencePage } from './react-reference/page';
import { checkHydration } from './react-reference/hydration-check';
import { runLighthouse, type Measurement, type Throttling } from './lighthouse-run';
import { alternate, readBenchOptions, type Variant } from './options';
import { checkTargets, fmt, medians, ratio, type Medians } from './stats';
import { warmVisit, type WarmVisit } from './warm-visit';
import { measureRenderTimes, renderTimesTable } from './render-time';
import { startSplitServer } from './render-tier-server';

const MONOLITH_ROOT = path.join(REPO, 'bench/.out/monolith');
const REACT_REFERENCE_DIR = path.join(REPO, 'bench/.out/react-reference');
const HOME_JS_TARGET_KB = 229.8;

function requireBuild(): void {
  const missing = ['shell/dist/index.html', ...REMOTE_NAMES.map((r) => `${r}/dist`)].filter((p) => !fs.existsSync(path.join(REPO, p)));
  if (missing.length) throw new Error(`The product is not built (missing ${missing.join(', ')}): run \`pnpm build\` first.`);
}

type Key = string;
const key = (throttling: Throttling, route: string, merchant: string, variant: Variant): Key =>
  `${throttling} ${route} ${merchant} ${variant}`;

async function main(): Promise<void> {
  const options = readBenchOptions(
    process.env,
    ROUTES.map((r) => r.url),
  );
  const routes: RouteCase[] = options.routes.map(routeCase);
  requireBuild();
  const budgets = readBudgets();
  const started = new Date();
  console.log(
    `pnpm bench: ${options.runs} run(s) × ${routes.length} route(s) × ${options.merchants.length} merchant(s) × ${options.variants.join('/')} × ${options.throttling.join('/')} (${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );

  if (
    options.variants.includes('monolith') &&
    !(options.reuseMonolith && fs.existsSync(path.join(MONOLITH_ROOT, 'shell/dist/index.html')))
  ) {
    await buildMonolith(MONOLITH_ROOT);
  }
  const referenceBundle: ReferenceBundle | null = options.variants.includes('react')
    ? await buildReferenceBundle(REACT_REFERENCE_DIR)
    : null;

  const stops: Array<() => Promise<void>> = [];
  let exitCode = 0;
  try {
    const federated = await startServer('federated', options.port, REPO);
    stops.push(federated.stop);
    const servers: Partial<Record<Variant, RunningServer>> = { federated };
    if (options.variants.includes('monolith')) {
      const monolith = await startServer('monolith', options.port + 1, MONOLITH_ROOT);
      stops.push(monolith.stop);
      servers.monolith = monolith;
    }

    // Real sessions for the routes that need one (each server has its own database).
    const sessions = new Map<string, SessionInfo>();
    /** The React reference's hydration check per `<route> <merchant>`: null = hydrated, no mismatch. */
    const referenceProblems = new Map<string, string | null>();
    if (routes.some((r) => r.session)) {
      for (const [variant, server] of Object.entries(servers)) {
        for (const merchant of options.merchants) sessions.set(`${variant} ${merchant}`, await signIn(server, merchant));
      }
    }
    const sessionFor = (variant: Variant, merchant: string, route: RouteCase) =>
      route.session ? (sessions.get(`${variant === 'floor' || variant === 'react' ? 'federated' : variant} ${merchant}`) ?? null) : null;

    // The server's render time of the public routes (issue 23), before anything else loads the machine.
    const publicRoutes = routes.map((r) => r.url).filter((url) => !routes.find((r) => r.url === url)?.session);
    // Measured on the render tier in front of the backend, as `npm start` runs them (issue 34).
    if (publicRoutes.length > 0) {
      for (const limits of ['product', 'none'] as const) {
        const tier = await startSplitServer(options.port + 5, limits);
        try {
          console.log(`\nServer render time, ${tier.name} (request to last byte, loopback), ${new Date().toISOString().slice(0, 10)}:\n`);
          console.log(
            renderTimesTable(
              await measureRenderTimes((merchant) => tier.origin(merchant), publicRoutes, options.merchants, undefined, tier.pids),
            ),
          );
          console.log('');
        } finally {
          await tier.stop();
        }
      }
    }
    if (process.env.BENCH_RENDER_ONLY === '1') return;

    // The floor: each page rendered by the product, served as static HTML.
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const figures: Array<FirstLoadFigure & { merchant: string }> = [];
    let floorProxy: ProxyServer | null = null;
    let reactProxy: ProxyServer | null = null;
    try {
      if (options.variants.includes('floor') || referenceBundle) {
        const pages = new Map<string, string>();
        const reactPages = new Map<string, string>();
        for (const merchant of options.merchants) {
          for (const route of routes) {
            const captured = await captureFloor(browser, federated.origin(merchant), route, sessionFor('federated', merchant, route));
            pages.set(`${merchant}.localhost${route.url}`, captured.floor);
            if (referenceBundle && captured.reference)
              reactPages.set(`${merchant}.localhost${route.url}`, referencePage(captured.reference, referenceBundle.path));
          }
        }
        if (options.variants.includes('floor')) {
          floorProxy = await startProxy(options.port + 2, federated.port, pages);
          stops.push(floorProxy.close);
        }
        if (referenceBundle) {
          const assets = new Map([[referenceBundle.path, { type: 'text/javascript; charset=utf-8', body: referenceBundle.source }]]);
          reactProxy = await startProxy(options.port + 4, federated.port, reactPages, assets);
          stops.push(reactProxy.close);
          // A reference that did not hydrate (or hydrated with a mismatch) would flatter or wrong React: say so.
          for (const merchant of options.merchants) {
            for (const route of routes) {
              const url = `http://${merchant}.localhost:${reactProxy.port}${route.url}`;
              const problem = reactPages.has(`${merchant}.localhost${route.url}`)
                ? await checkHydration(browser, url, sessionFor('federated', merchant, route))
                : 'the page has no #root to rebuild';
              referenceProblems.set(`${route.url} ${merchant}`, problem);
              if (problem) console.warn(`react reference ${merchant} ${route.url}: ${problem}`);
            }
          }
        }
      }
      // First-load JavaScript of each benchmarked page (gzip, before usable), for the budgets.
      for (const merchant of options.merchants) {
        for (const route of routes) {
          const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
          await context.addInitScript({ content: sessionInitScript(sessionFor('federated', merchant, route)) });
          const loaded = await measureFirstLoad(await context.newPage(), federated.origin(merchant), route);
          await context.close();
          const figure: FirstLoadFigure & { merchant: string } = {
            merchant,
            route: route.url,
            totalBytes: loaded.reduce((s, l) => s + l.gzip, 0),
          };
          if (route.remote)
            figure.remote = { name: route.remote, bytes: remoteShare(loaded, route.remote).reduce((s, l) => s + l.gzip, 0) };
          figures.push(figure);
        }
      }
    } finally {
      await browser.close();
    }

    const origin = (variant: Variant, merchant: string) =>
      variant === 'floor'
        ? `http://${merchant}.localhost:${floorProxy!.port}`
        : variant === 'react'
          ? `http://${merchant}.localhost:${reactProxy!.port}`
          : servers[variant]!.origin(merchant);
    const results = new Map<Key, Measurement[]>();
    const total = options.runs * routes.length * options.merchants.length * options.throttling.length * options.variants.length;
    let done = 0;
    for (let run = 0; run < options.runs; run++) {
      for (const route of routes) {
        for (const merchant of options.merchants) {
          for (const throttling of options.throttling) {
            for (const variant of alternate(options.variants, run)) {
              const t0 = Date.now();
              const m = await runLighthouse(origin(variant, merchant) + route.url, throttling, sessionFor(variant, merchant, route));
              done++;
              console.log(
                `  [${done}/${total}] ${throttling} ${variant} ${merchant} ${route.url}: score ${fmt.score(m.score)}, LCP ${fmt.seconds(m.lcpMs)} s, TBT ${fmt.ms(m.tbtMs)} ms (${((Date.now() - t0) / 1000).toFixed(0)} s)${m.warnings.length ? ` — ${m.warnings.join('; ')}` : ''}`,
              );
              const k = key(throttling, route.url, merchant, variant);
              results.set(k, [...(results.get(k) ?? []), m]);
            }
          }
        }
      }
    }

    let warm: WarmVisit[] = [];
    if (options.warm) {
      const counting = await startProxy(options.port + 3, federated.port);
      stops.push(counting.close);
      for (const merchant of options.merchants) warm.push(await warmVisit(counting, merchant));
    }

    printReport({ options, routes, results, warm, figures, started, budgets, referenceProblems });
    const violations = figures.flatMap((f) => budgetViolations([f], budgets, f.merchant));
    if (violations.length) {
      console.error(`\nOVER BUDGET (e2e/reports/budgets.json):\n${violations.map((v) => `  ${v}`).join('\n')}`);
      exitCode = 1;
    } else {
      console.log('\nEvery benchmarked route is within its first-load budget (e2e/reports/budgets.json).');
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
  process.exit(exitCode);
}

interface Report {
  options: ReturnType<typeof readBenchOptions>;
  routes: RouteCase[];
  results: Map<Key, Measurement[]>;
  warm: WarmVisit[];
  figures: Array<FirstLoadFigure & { merchant: string }>;
  started: Date;
  budgets: Budgets;
  referenceProblems: Map<string, string | null>;
}

function printReport({ options, routes, results, warm, figures, started, budgets, referenceProblems }: Report): void {
  const med = (t: Throttling, r: string, m: string, v: Variant): Medians | undefined => {
    const runs = results.get(key(t, r, m, v));
    return runs?.length ? medians(runs) : undefined;
  };
  console.log(
    `\n## pnpm bench, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC: medians of ${options.runs} run(s), Lighthouse 12.8 mobile, cold, no service worker\n`,
  );
  for (const throttling of options.throttling) {
    console.log(
      `### ${throttling === 'devtools' ? 'devtools throttling (real: 150 ms RTT, 1.6 Mbps, 4× CPU)' : 'simulated throttling (Lighthouse default)'}\n`,
    );
    // "scored": runs Lighthouse could score. A page with no 5 s without long tasks gets no TBT and no
    // score (NO_TTI_CPU_IDLE_PERIOD): its medians are of the other runs, or none.
    console.log('| route | merchant | build | score | LCP s | FCP s | TBT ms | CLS | JS KB | requests | scored |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const route of routes) {
      for (const merchant of options.merchants) {
        for (const variant of options.variants) {
          const m = med(throttling, route.url, merchant, variant);
          const runs = results.get(key(throttling, route.url, merchant, variant)) ?? [];
          if (!m) continue;
          console.log(
            `| ${route.url} | ${merchant} | ${variant} | ${fmt.score(m.score)} | ${fmt.seconds(m.lcpMs)} | ${fmt.seconds(m.fcpMs)} | ${fmt.ms(m.tbtMs)} | ${fmt.cls(m.cls)} | ${fmt.kb(m.jsBytes)} | ${fmt.ms(m.requests)} | ${runs.filter((r) => Number.isFinite(r.score)).length}/${runs.length} |`,
          );
        }
      }
    }
    console.log('\nRatios and targets (federated build; issue 40: LCP ≤ 1.5× floor, TBT ≤ 200 ms, score within 5 of React):\n');
    console.log(
      '| route | merchant | LCP ÷ floor | FCP ÷ floor | score − React | LCP ÷ React | TBT − React ms | JS ÷ monolith | LCP ÷ monolith | targets missed |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const route of routes) {
      for (const merchant of options.merchants) {
        const fed = med(throttling, route.url, merchant, 'federated');
        const floor = med(throttling, route.url, merchant, 'floor');
        const mono = med(throttling, route.url, merchant, 'monolith');
        const react = med(throttling, route.url, merchant, 'react');
        if (!fed) continue;
        const missed = checkTargets(fed, floor, mono, throttling, react)
          .filter((c) => c.met === false)
          .map((c) => `${c.name} (${c.detail})`);
        console.log(
          `| ${route.url} | ${merchant} | ${fmt.ratio(ratio(fed.lcpMs, floor?.lcpMs ?? Number.NaN))} | ${fmt.ratio(ratio(fed.fcpMs, floor?.fcpMs ?? Number.NaN))} | ${fmt.delta(fed.score - (react?.score ?? Number.NaN))} | ${fmt.ratio(ratio(fed.lcpMs, react?.lcpMs ?? Number.NaN))} | ${fmt.delta(fed.tbtMs - (react?.tbtMs ?? Number.NaN))} | ${fmt.ratio(ratio(fed.jsBytes, mono?.jsBytes ?? Number.NaN))} | ${fmt.ratio(ratio(fed.lcpMs, mono?.lcpMs ?? Number.NaN))} | ${missed.join('; ') || 'none'} |`,
        );
      }
    }
    console.log('');
  }
  if (referenceProblems.size) {
    const problems = [...referenceProblems].filter(([, p]) => p !== null);
    console.log(
      problems.length
        ? `React reference NOT clean (its figures are not a fair reference there):\n${problems.map(([k, p]) => `  ${k}: ${p}`).join('\n')}\n`
        : 'React reference: every page hydrated with no mismatch (checked once per page before the runs).\n',
    );
  }
  if (warm.length) {
    console.log('### Repeat visit to /m/home with the service worker (shell files from the network: target 0)\n');
    console.log('| merchant | shell files | registry + remote entries/manifests (network-first) | API calls | sw.js update check |');
    console.log('|---|---|---|---|---|');
    for (const w of warm)
      console.log(
        `| ${w.merchant} | ${w.shellAssets.length}${w.shellAssets.length ? `: ${w.shellAssets.join(', ')}` : ''} | ${w.federation.length} | ${w.api.length} | ${w.swUpdateCheck.length} |`,
      );
    console.log('');
  }
  console.log('### First-load JavaScript before usable (gzip -9 KB, federated; budgets: e2e/reports/budgets.json)\n');
  console.log('| route | merchant | KB | budget |');
  console.log('|---|---|---|---|');
  for (const f of figures)
    console.log(`| ${f.route} | ${f.merchant} | ${kb(f.totalBytes)} | ${budgets.routes[f.route]?.budgetKb ?? '—'} |`);
  const home = figures.find((f) => f.route === '/m/home');
  if (home) console.log(`\n/m/home: ${kb(home.totalBytes)} KB before usable (issue 17's target: at most ${HOME_JS_TARGET_KB} KB).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack && !/run `pnpm build` first/.test(error.message)) console.error(error.stack);
  process.exit(1);
});
