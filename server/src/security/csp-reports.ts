/**
 * POST /m/csp-report: the browsers' CSP violation reports (report-uri). Each is reduced to the
 * fields an operator needs, kept in memory (the newest MAX_KEPT) and appended to
 * <DATA_DIR>/csp-reports.jsonl. The demo (EMULATORS=1) lists them at GET /__csp/reports, which
 * the end-to-end run asserts empty.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPORT_PATH } from './content-security-policy';

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
    for (const entry of body.slice(0, 20)) if (entry && typeof entry === 'object' && typeof (entry as { body?: unknown }).body === 'object') raw.push((entry as { body: Record<string, unknown> }).body);
  } else if (body && typeof body === 'object' && typeof (body as Record<string, unknown>)['csp-report'] === 'object') {
    raw.push((body as Record<string, Record<string, unknown>>)['csp-report'] as Record<string, unknown>);
  }
  return raw.map((report) => ({
    documentUri: address(report['document-uri'] ?? report.documentURL),
    violatedDirective: text(report['violated-directive'] ?? report['effective-directive'] ?? report.effectiveDirective, 128) ?? '',
    blockedUri: address(report['blocked-uri'] ?? report.blockedURL),
    sourceFile: address(report['source-file'] ?? report.sourceFile) || null,
    line: typeof (report['line-number'] ?? report.lineNumber) === 'number' ? (report['line-number'] ?? report.lineNumber) as number : null,
    sample: text(report['script-sample'] ?? report.sample, 80),
    receivedAt: now,
  }));
}

export function registerCspReports(app: FastifyInstance, dataDir: string | null, options: { listable: boolean }): { violations: CspViolation[] } {
  const store = { violations: [] as CspViolation[] };
  const file = dataDir ? path.join(dataDir, 'csp-reports.jsonl') : null;
  app.register(async (scope) => {
    scope.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: MAX_BODY }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, null);
      }
    });
    scope.post(REPORT_PATH, { bodyLimit: MAX_BODY }, async (request, reply) => {
      const found = parseViolations(request.body, Date.now());
      for (const violation of found) {
        store.violations.push(violation);
        app.log.warn(`CSP violation: ${violation.violatedDirective} blocked ${violation.blockedUri} on ${violation.documentUri}`);
      }
      if (store.violations.length > MAX_KEPT) store.violations.splice(0, store.violations.length - MAX_KEPT);
      if (file && found.length > 0) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.appendFileSync(file, found.map((violation) => JSON.stringify(violation)).join('\n') + '\n');
      }
      return reply.code(204).send();
    });
    if (options.listable) scope.get('/__csp/reports', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ count: store.violations.length, violations: store.violations }));
  });
  return store;
}
