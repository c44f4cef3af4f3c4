/**
 * The render instances' figures (render-tier/tier-figures.ts) as the backend receives them, for
 * the console's health page: the last report of each instance, summed over the instances heard
 * from within a minute. Taken only from the tier itself: a trusted proxy's address (TRUSTED_PROXIES,
 * which the tier is) with no forwarding header (the tier forwards players' requests with one, and
 * refuses to forward this path at all).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RENDER_TIER_REPORT_PATH, type OpsHealth, type RenderTierReport } from '@m/shared/ops';
import { fromTrustedProxy } from '../security/trusted-proxies';

/** An instance not heard from for this long has stopped (or lost its way): its figures go. */
export const REPORT_FRESH_MS = 60_000;

const count = z.number().int().min(0).max(1e9);
const reportBody = z.object({
  instance: z.string().min(1).max(200),
  windowMs: z.number().int().min(1).max(3_600_000),
  renders: count,
  shed: count,
  cacheHits: count,
  cacheLookups: count,
});

export class RenderTierReports {
  private readonly latest = new Map<string, { report: RenderTierReport; at: number }>();

  put(report: RenderTierReport, now: number): void {
    this.latest.set(report.instance, { report, at: now });
    // Instances come and go (restarts name a new process): keep only those still reporting.
    for (const [instance, { at }] of this.latest) if (now - at > REPORT_FRESH_MS) this.latest.delete(instance);
  }

  /** The tier's figures now, or null when no instance has reported within a minute. */
  summary(now: number): OpsHealth['renderTier'] {
    const fresh = [...this.latest.values()].filter(({ at }) => now - at <= REPORT_FRESH_MS).map(({ report }) => report);
    if (fresh.length === 0) return null;
    const sum = (pick: (report: RenderTierReport) => number) => fresh.reduce((total, report) => total + pick(report), 0);
    const lookups = sum((report) => report.cacheLookups);
    return {
      // Each instance's rate over its own window, added up: instances report on their own clocks.
      rendersPerSecond: Math.round(sum((report) => report.renders / (report.windowMs / 1000)) * 100) / 100,
      shed: sum((report) => report.shed),
      cacheHitRate: lookups === 0 ? 0 : sum((report) => report.cacheHits) / lookups,
    };
  }
}

export function registerRenderTierReports(
  app: FastifyInstance,
  reports: RenderTierReports,
  trustedProxies: readonly string[],
  clock: () => number,
): void {
  app.post(RENDER_TIER_REPORT_PATH, async (request, reply) => {
    const fromTier = fromTrustedProxy(trustedProxies, request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
    if (!fromTier) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const parsed = reportBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'invalid', message: parsed.error.issues[0]?.message ?? 'invalid report' });
    reports.put(parsed.data, clock());
    return reply.code(204).send();
  });
}
