/**
 * The page flood of the soak (issue 34, "Done when"): one anonymous client asking the render tier
 * for server-drawn pages as fast as they are answered, `concurrency` requests in flight, each
 * with a random query string (tracking parameters) and a random User-Agent, so that no cache
 * keyed by the raw request would ever hit. Beside it, a member's launch flood: one signed-in
 * account launching games as fast as answered. Every page must answer 200, drawn on the server
 * or the browser-composed shell (a drawn page is `private`, the shell is not).
 */
import { benchClient } from '../support/bench-player';
import { CONSENT } from '../../test/support/consent';
import { classify, type AbuseTally, type Outcome } from './abusive-client';

export const PAGE_FLOODER_ADDRESS = '203.0.113.77';
export const LAUNCH_FLOODER_ADDRESS = '203.0.113.78';

/** Public routes the tier draws (shared/src/contract/route-table.ts). */
export const FLOODED_PAGES = ['/m/home', '/m/sports', '/m/live', '/m/news', '/m/activity'] as const;

export interface PageFloodTally {
  pages: number;
  /** 200 drawn on the server (Cache-Control private). */
  rendered: number;
  /** 200 with the browser-composed shell (the tier's answer past its render limits). */
  shell: number;
  /** Anything else: another status or no answer, by what it was. */
  failed: number;
  failures: Record<string, number>;
}

const random = (length: number) =>
  Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

/** A User-Agent no one sent before: an Android or iPhone phone with a random build. */
export function randomUserAgent(): string {
  return Math.random() < 0.5
    ? `Mozilla/5.0 (Linux; Android ${10 + Math.floor(Math.random() * 5)}; SM-${random(5)}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + Math.floor(Math.random() * 30)}.0.${random(4)} Mobile Safari/537.36`
    : `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${Math.floor(Math.random() * 9)} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/${random(6)} Safari/604.1`;
}

/** A flooded page's address: a public route with tracking parameters no one used before. */
export function randomPagePath(n: number): string {
  const page = FLOODED_PAGES[n % FLOODED_PAGES.length]!;
  return `${page}?utm_source=${random(8)}&utm_campaign=${random(6)}&n=${n}`;
}

export function countPage(tally: PageFloodTally, status: number, cacheControl: string | null, reason?: string): void {
  tally.pages += 1;
  if (status === 200 && cacheControl?.includes('private')) tally.rendered += 1;
  else if (status === 200) tally.shell += 1;
  else {
    tally.failed += 1;
    const key = reason ?? String(status);
    tally.failures[key] = (tally.failures[key] ?? 0) + 1;
  }
}

export interface FloodRun {
  baseURL: string;
  endAt: number;
  concurrency: number;
}

/** Floods pages until `endAt`; resolves with how they were answered. */
export async function floodPages(run: FloodRun): Promise<PageFloodTally> {
  const tally: PageFloodTally = { pages: 0, rendered: 0, shell: 0, failed: 0, failures: {} };
  let sequence = 0;
  const loop = async () => {
    while (Date.now() < run.endAt) {
      const path = randomPagePath(++sequence);
      try {
        const response = await fetch(`${run.baseURL}${path}`, {
          headers: {
            'User-Agent': randomUserAgent(),
            'Accept-Language': 'en',
            // The tier trusts the bench's loopback proxy: every page comes from one client address.
            'X-Forwarded-For': PAGE_FLOODER_ADDRESS,
            'X-Forwarded-Host': 'demo.localhost',
          },
        });
        await response.arrayBuffer();
        countPage(tally, response.status, response.headers.get('cache-control'));
      } catch (error) {
        const { cause, message } = error as { cause?: { code?: string }; message?: string };
        countPage(tally, 0, null, cause?.code ?? message ?? 'no answer');
      }
    }
  };
  await Promise.all(Array.from({ length: run.concurrency }, loop));
  return tally;
}

/** A member's own account launching games as fast as answered until `endAt`. */
export async function floodLaunches(run: FloodRun): Promise<AbuseTally> {
  const tally: AbuseTally = { calls: 0, accepted: 0, limited: 0, refused: 0, failed: 0, failures: {} };
  const client = benchClient(run.baseURL, LAUNCH_FLOODER_ADDRESS);
  try {
    const answer = await client.call('register', {
      body: { ...CONSENT, username: `launcher${random(6)}`, password: 'launch1234', registerMethod: 'H5' },
    });
    if (answer?.token) client.setToken(answer.token);
  } catch {
    // Without an account every launch answers 401 (refused), which the table shows.
  }
  let sequence = 0;
  const loop = async () => {
    while (Date.now() < run.endAt) {
      const n = ++sequence;
      let outcome: Outcome;
      try {
        await client.call('launchGame', { body: { vendor: 'PG', gameCode: 'fortune-tiger', title: `flood ${n}` } });
        outcome = { status: 200 };
      } catch (error) {
        const { status, message } = error as { status?: number; message?: string };
        outcome = status ? { status } : { status: 0, reason: message ?? 'no answer' };
      }
      if (Date.now() < run.endAt) classify(tally, outcome);
    }
  };
  await Promise.all(Array.from({ length: run.concurrency }, loop));
  return tally;
}
