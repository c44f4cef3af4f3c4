/**
 * Shared helpers for scenarios. `faults` injects server faults that only this test's browser
 * context sees (a scope cookie), so scenarios can run in parallel.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, chromium, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from './test-server';
import { TEST_MERCHANTS } from './test-merchants';

export interface FaultRule {
  path: string;
  delayMs?: number;
  status?: number;
  drop?: boolean;
  times?: number;
  /** With `status`: the error envelope's errorCode and message. */
  errorCode?: string;
  message?: string;
  /** Only requests for this host name (calls to a merchant's other domains carry no scope cookie). */
  host?: string;
}

export interface Faults {
  add(rule: FaultRule): Promise<void>;
  clear(): Promise<void>;
}

/** A cookie on every test host: Chromium does not share cookies between *.localhost names. */
async function cookieOnEveryHost(context: BrowserContext, name: string, value: string): Promise<void> {
  const hosts = [
    '127.0.0.1',
    'localhost',
    'demo.localhost',
    'lotus.localhost',
    ...Object.keys(TEST_MERCHANTS).map((code) => `${code}.localhost`),
  ];
  await context.addCookies(hosts.map((domain) => ({ name, value, path: '/', domain })));
}

async function scopeContext(context: BrowserContext, scope: string): Promise<void> {
  await cookieOnEveryHost(context, 'm_fault_scope', scope);
}

/** The scope cookie value of a scenario (also the key of what the ad-network stand-ins record). */
export function scenarioScope(testInfo: { workerIndex: number; testId: string }): string {
  return `t${testInfo.workerIndex}-${testInfo.testId.replace(/[^\w-]/g, '')}`.slice(0, 64);
}

/** A violation a scenario provokes on purpose (hostile content the policy must block). */
export interface ExpectedViolation {
  violatedDirective: string;
  /** The script that tried: a pattern of its URL. */
  sourceFile?: RegExp;
  /** How the browser's console words it (it names the fallback directive, not always this one). */
  printed?: RegExp;
}

export interface CspGuard {
  /** This scenario expects the policy to block this, and to say so: it does not fail on it. */
  expect(violation: ExpectedViolation): void;
}

interface ReportedViolation {
  documentUri?: string;
  violatedDirective?: string;
  sourceFile?: string;
}

function isExpected(violation: ReportedViolation, expected: ExpectedViolation[]): boolean {
  return expected.some(
    (rule) =>
      violation.violatedDirective === rule.violatedDirective && (!rule.sourceFile || rule.sourceFile.test(violation.sourceFile ?? '')),
  );
}

function originOf(url: string | undefined): string {
  try {
    return new URL(url ?? '').origin;
  } catch {
    return '';
  }
}

/**
 * Runs a call to the test server's own endpoints again once when the connection was dropped:
 * the server closes idle keep-alive sockets after 5 s, and a loaded runner now and then sends on
 * one that is closing (ECONNRESET). Such a request never reached the server, so sending it again
 * adds nothing twice.
 */
export async function onceMoreIfDropped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!/ECONNRESET|socket hang up|EPIPE/.test(String(error))) throw error;
    return call();
  }
}

/**
 * Zero CSP violations, in every scenario: what the browser printed for this test's pages, and
 * what the server collected at its report-uri (GET /__csp/reports) while the scenario ran for
 * the sites its pages opened. Reports travel on their own time: one sent late by a scenario on
 * another site must not fail this one, so only this scenario's sites count.
 */
async function guardCsp(context: BrowserContext, request: APIRequestContext, use: (value: CspGuard) => Promise<void>): Promise<void> {
  const printed: string[] = [];
  const expected: ExpectedViolation[] = [];
  const sites = new Set<string>();
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) printed.push(message.text());
  });
  context.on('request', (sent) => {
    if (sent.isNavigationRequest()) sites.add(originOf(sent.url()));
  });
  const reported = () =>
    onceMoreIfDropped(async (): Promise<{ count: number; violations: ReportedViolation[] } | null> => {
      const response = await request.get(`${BASE_URL}/__csp/reports`);
      return response.ok() ? ((await response.json()) as { count: number; violations: ReportedViolation[] }) : null;
    });
  const before = (await reported())?.violations.length ?? 0;
  await use({ expect: (violation) => expected.push(violation) });
  // The browser prints a blocked inline handler without naming the script, under the directive
  // it fell back to: an expected one is recognised by its wording.
  const unexpectedPrinted = printed.filter(
    (text) => !expected.some((rule) => (rule.printed ?? new RegExp(`'${rule.violatedDirective}'`)).test(text)),
  );
  expect(unexpectedPrinted, 'CSP violations printed by the browser').toEqual([]);
  const after = await reported();
  if (!after) return;
  const ours = after.violations
    .slice(before)
    .filter((violation) => sites.has(originOf(violation.documentUri)) && !isExpected(violation, expected));
  expect(ours, 'CSP violations reported to the server').toEqual([]);
}

/**
 * What React prints when it is unhappy (issue 36): a hydration mismatch of the shell's root or of
 * any parcel's (both reported as `[hydration] …` by @m/shared's reportHydrationError), React's
 * production errors (`Minified React error #418`, a link to react.dev/errors), a parcel whose
 * render threw (`[parcel] render failed`), and the development builds' own wording.
 */
const REACT_ERROR =
  /\[hydration\]|Minified React error #\d+|react\.dev\/errors\/\d+|\[parcel\] render failed|Hydration failed|error while hydrating|did not match\. Server:|An error occurred in the <|The above error occurred/i;

export interface ReactErrorGuard {
  /** The React errors the scenario's pages printed or threw so far, in order. */
  readonly seen: readonly string[];
  /** This scenario provokes such an error on purpose (a broken remote): matching ones do not fail it. */
  expect(pattern: RegExp): void;
}

/**
 * No hydration error and no React error, in every scenario, signed in or not, on every page of
 * the scenario's browser context and of every context it opens itself (a second phone, a
 * friend's browser: `browser.newContext`, watched for the scenario's time): what the console
 * printed (the shell's and every parcel's hydration errors go there) and what a page threw
 * uncaught (React's default for a root without its own handler). A scenario that breaks a render
 * on purpose says which error it expects.
 */
async function guardReactErrors(context: BrowserContext, browser: Browser, use: (value: ReactErrorGuard) => Promise<void>): Promise<void> {
  const seen: string[] = [];
  const expected: RegExp[] = [];
  const watch = (watched: BrowserContext): void => {
    watched.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      if (REACT_ERROR.test(text)) seen.push(`${message.page()?.url() ?? message.location().url}: ${text}`);
    });
    watched.on('weberror', (error) => {
      const text = `${error.error().name}: ${error.error().message}`;
      if (REACT_ERROR.test(text)) seen.push(`${error.page()?.url() ?? ''}: ${text}`);
    });
  };
  watch(context);
  // The worker's browser serves one scenario at a time: its contexts made meanwhile are this one's.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options: Parameters<Browser['newContext']>) => {
    const made = await newContext(...options);
    watch(made);
    return made;
  };
  try {
    await use({
      seen,
      expect: (pattern) => void expected.push(pattern),
    });
  } finally {
    browser.newContext = newContext;
  }
  const unexpected = seen.filter((text) => !expected.some((pattern) => pattern.test(text)));
  expect(unexpected, 'React errors (hydration mismatches included) in the console').toEqual([]);
}

/**
 * The home page's popup carousel (mf-promotions: m_popup1, m_popup2) shows once per session over
 * everything; scenarios about something else start with both already seen. A scenario about the
 * popups sets `test.use({ promotionPopups: true })`.
 */
export async function promotionPopupsSeen(context: BrowserContext): Promise<void> {
  // The session cookie the server and the page both read (shared/src/contract/popups-seen.ts).
  await cookieOnEveryHost(context, 'm_popups_seen', 'm_popup1.m_popup2');
  // Merchants a scenario makes (authMerchant, merchant-files) live on hosts no list knows in
  // advance, and a cookie cannot be set for every `*.localhost`: a page's first visit to a host
  // sets it there before it goes, so the server does not draw the popup over the scenario.
  const covered = new Set<string>();
  const coverHost = async (url: string): Promise<void> => {
    const target = URL.canParse(url) ? new URL(url) : null;
    if (!target || !target.hostname.endsWith('.localhost') || covered.has(target.host)) return;
    covered.add(target.host);
    await context.addCookies([{ name: 'm_popups_seen', value: 'm_popup1.m_popup2', url: target.origin }]);
  };
  const coverGoto = (page: Page): void => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      await coverHost(url);
      return goto(url, options);
    };
  };
  context.pages().forEach(coverGoto);
  context.on('page', coverGoto);
}

export const test = base.extend<{
  faults: Faults;
  cspGuard: CspGuard;
  reactErrors: ReactErrorGuard;
  promotionPopups: boolean;
  persistentProfile: boolean;
}>({
  cspGuard: [async ({ context, request }, use) => guardCsp(context, request, use), { auto: true }],
  reactErrors: [async ({ context, browser }, use) => guardReactErrors(context, browser, use), { auto: true }],
  promotionPopups: [false, { option: true }],
  /**
   * The scenario's pages in a persistent profile, a normal browser window: a test context is off
   * the record, and what a site may tell from that (mf-auth's private-browsing check: a storage
   * quota below twice the heap) is then true of the test, not of a player's phone (issue 36).
   * Every fixture (the React error and CSP guards, faults, the popups cookie) watches this one.
   */
  persistentProfile: [false, { option: true }],
  context: async (
    { context, promotionPopups, persistentProfile, launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale },
    use,
  ) => {
    let used = context;
    let profile: string | null = null;
    if (persistentProfile) {
      profile = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-profile-'));
      used = await chromium.launchPersistentContext(profile, {
        executablePath: launchOptions.executablePath,
        args: launchOptions.args,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
      });
    }
    if (!promotionPopups) await promotionPopupsSeen(used);
    try {
      await use(used);
    } finally {
      if (profile) {
        await used.close();
        fs.rmSync(profile, { recursive: true, force: true });
      }
    }
  },
  faults: async ({ context, request }, use, testInfo) => {
    const scope = scenarioScope(testInfo);
    await scopeContext(context, scope);
    const faults: Faults = {
      async add(rule) {
        const response = await onceMoreIfDropped(() => request.post(`${BASE_URL}/__faults`, { data: { ...rule, scope } }));
        expect(response.ok(), await response.text()).toBeTruthy();
      },
      async clear() {
        await onceMoreIfDropped(() => request.delete(`${BASE_URL}/__faults?scope=${scope}`));
      },
    };
    await use(faults);
    await faults.clear();
  },
});

export { expect };

/** Waits until the shell has started (splash gone, app drawn). */
export async function shellReady(page: Page): Promise<void> {
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('.app')).toBeVisible();
  await serverDrawnAttached(page);
}

/**
 * Every area the server drew has been taken over by its remote's code (issue 23): before that it
 * shows, but its buttons do nothing yet, as for a player on a slow phone.
 */
export async function serverDrawnAttached(page: Page): Promise<void> {
  await expect(page.locator('[data-remote-version]:not([data-mounted])')).toHaveCount(0);
}
