/**
 * POST /m/csp-report: the browsers' CSP violation reports (report-uri). Each is reduced to the
 * fields an operator needs. Anyone can post here, so nothing it leaves grows with the traffic:
 * - per address and for the whole server at most so many reports a minute (write-limits.ts);
 *   beyond, 429 and nothing kept;
 * - the same violation (directive, blocked address, page, source, line) is counted, not stored
 *   again: <DATA_DIR>/csp-reports.jsonl holds one line per distinct violation with its count
 *   and first and last time, at most MAX_DISTINCT lines, rewritten (to a temporary file, then
 *   renamed) a second after a change, off the request path; the log says each one once;
 * - the newest MAX_KEPT reports stay in memory, which the demo (EMULATORS=1) lists at
 *   GET /__csp/reports (the end-to-end run asserts no new ones).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPORT_PATH } from './content-security-policy';
import { WRITE_LIMITS, type WriteLimits } from './write-limits';
import { RateLimiter } from '../wps/auth/rate-limiter';
import { WpsError } from '../wps/http/wps-error';

export interface CspViolation {
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
  sourceFile: string | null;
  line: number | null;
  sample: string | null;
  receivedAt: number;
}

const MAX_KEPT = 500;
const MAX_BODY = 16 * 1024;

const text = (value: unknown, max = 512): string | null => (typeof value === 'string' ? value.slice(0, max) : null);
/** Addresses without their query: a `?token=` page must not put its token in the report file. */
const address = (value: unknown): string => (text(value) ?? '').split(/[?#]/)[0] ?? '';

/** Both formats: `{"csp-report": {...}}` (report-uri) and `[{type:"csp-violation", body:{...}}]` (Reporting API). */
export function parseViolations(body: unknown, now: number): CspViolation[] {
  const raw: Array<Record<string, unknown>> = [];
  if (Array.isArray(body)) {
    for (const entry of body.slice(0, 20))
      if (entry && typeof entry === 'object' && typeof (entry as { body?: unknown }).body === 'object')
        raw.push((entry as { body: Record<string, unknown> }).body);
  } else if (body && typeof body === 'object' && typeof (body as Record<string, unknown>)['csp-report'] === 'object') {
    raw.push((body as Record<string, Record<string, unknown>>)['csp-report'] as Record<string, unknown>);
  }
  return raw.map((report) => ({
    documentUri: address(report['document-uri'] ?? report.documentURL),
    violatedDirective: text(report['violated-directive'] ?? report['effective-directive'] ?? report.effectiveDirective, 128) ?? '',
    blockedUri: address(report['blocked-uri'] ?? report.blockedURL),
    sourceFile: address(report['source-file'] ?? report.sourceFile) || null,
    line:
      typeof (report['line-number'] ?? report.lineNumber) === 'number' ? ((report['line-number'] ?? report.lineNumber) as number) : null,
    sample: text(report['script-sample'] ?? report.sample, 80),
    receivedAt: now,
  }));
}

export interface CspTally {
  violation: CspViolation;
  count: number;
  firstAt: number;
  lastAt: number;
}

const MAX_DISTINCT = 1_000;
const FLUSH_DELAY_MS = 1_000;
/** A file larger than this at start-up is not read back (it is not one this code wrote). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

const tallyKey = (violation: CspViolation): string =>
  JSON.stringify([violation.violatedDirective, violation.blockedUri, violation.documentUri, violation.sourceFile, violation.line]);

/** The counts written by an earlier run (one JSON object a line; a line without `count` is one report). */
function readTallies(file: string): Map<string, CspTally> {
  const tallies = new Map<string, CspTally>();
  let text = '';
  try {
    if (fs.statSync(file).size > MAX_FILE_BYTES) return tallies;
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return tallies;
  }
  for (const line of text.split('\n')) {
    if (tallies.size >= MAX_DISTINCT) break;
    try {
      const entry = JSON.parse(line) as CspViolation & Partial<CspTally>;
      const violation: CspViolation = {
        documentUri: entry.documentUri,
        violatedDirective: entry.violatedDirective,
        blockedUri: entry.blockedUri,
        sourceFile: entry.sourceFile,
        line: entry.line,
        sample: entry.sample,
        receivedAt: entry.receivedAt,
      };
      const key = tallyKey(violation);
      const known = tallies.get(key);
      const count = typeof entry.count === 'number' ? entry.count : 1;
      if (known) known.count += count;
      else tallies.set(key, { violation, count, firstAt: entry.firstAt ?? entry.receivedAt, lastAt: entry.lastAt ?? entry.receivedAt });
    } catch {
      // A torn or foreign line: skipped.
    }
  }
  return tallies;
}

export interface CspReports {
  violations: CspViolation[];
  flush(): Promise<void>;
  /** Each distinct violation with its count (the operator console groups them). */
  tallies(): CspTally[];
  /** The server-wide cap and how many reports its window holds now. */
  serverCap(now: number): { used: number; limit: number; windowSeconds: number };
}

export interface CspReportOptions {
  listable: boolean;
  limits?: WriteLimits['cspReport'];
}

export function registerCspReports(app: FastifyInstance, dataDir: string | null, options: CspReportOptions): CspReports {
  const limits = options.limits ?? WRITE_LIMITS.cspReport;
  const limiter = new RateLimiter();
  const file = dataDir ? path.join(dataDir, 'csp-reports.jsonl') : null;
  const tallies = file ? readTallies(file) : new Map<string, CspTally>();
  let dropped = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const write = async (): Promise<void> => {
    if (!file) return;
    const lines = [...tallies.values()].map((tally) =>
      JSON.stringify({ ...tally.violation, count: tally.count, firstAt: tally.firstAt, lastAt: tally.lastAt }),
    );
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(temporary, lines.join('\n') + '\n', { mode: 0o600 });
      await fs.promises.rename(temporary, file);
    } catch (error) {
      app.log.warn(`CSP reports not saved: ${(error as Error).message}`);
    }
  };
  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    writing = writing.then(write);
    return writing;
  };
  const scheduleFlush = () => {
    if (timer || !file) return;
    timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
    timer.unref();
  };
  const store: CspReports = {
    violations: [] as CspViolation[],
    flush,
    tallies: () => [...tallies.values()],
    serverCap: (now) => ({
      used: limiter.used('server', limits.perServer, now),
      limit: limits.perServer.max,
      windowSeconds: limits.perServer.windowSeconds,
    }),
  };

  const count = (violation: CspViolation) => {
    const key = tallyKey(violation);
    const known = tallies.get(key);
    if (known) {
      known.count += 1;
      known.lastAt = violation.receivedAt;
    } else if (tallies.size < MAX_DISTINCT) {
      tallies.set(key, { violation, count: 1, firstAt: violation.receivedAt, lastAt: violation.receivedAt });
      app.log.warn(`CSP violation: ${violation.violatedDirective} blocked ${violation.blockedUri} on ${violation.documentUri}`);
    } else if (dropped++ === 0) {
      app.log.warn(`CSP reports: ${MAX_DISTINCT} distinct violations kept; further new ones are not kept`);
    }
  };

  app.addHook('onClose', async () => {
    if (timer) await flush();
    await writing;
  });
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: MAX_BODY },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, null);
        }
      },
    );
    scope.post(REPORT_PATH, { bodyLimit: MAX_BODY }, async (request, reply) => {
      const now = Date.now();
      try {
        limiter.hit(`ip:${request.ip ?? ''}`, limits.perIp, now);
        limiter.hit('server', limits.perServer, now);
      } catch (error) {
        const retryAfter = error instanceof WpsError ? (error.headers['Retry-After'] ?? '60') : '60';
        return reply.code(429).header('Retry-After', retryAfter).send();
      }
      const found = parseViolations(request.body, now);
      for (const violation of found) {
        store.violations.push(violation);
        count(violation);
      }
      if (store.violations.length > MAX_KEPT) store.violations.splice(0, store.violations.length - MAX_KEPT);
      if (found.length > 0) scheduleFlush();
      return reply.code(204).send();
    });
    if (options.listable)
      scope.get('/__csp/reports', async (_request, reply) =>
        reply.header('Cache-Control', 'no-store').send({ count: store.violations.length, violations: store.violations }),
      );
  });
  return store;
}
