/**
 * The console's read-only routes: the merchants the operator sees, the players' experience per
 * version, and the health and abuse counters. Each checks the merchant it is asked about.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPS_API, type OpsHealth, type OpsMerchant, type OpsRumSeries } from '@m/shared/ops';
import { REMOTE_FAILURE_KIND } from '@m/shared/contract';
import type { OpsContext } from './ops-context';
import { describeMerchants, merchantCodes } from './merchant-list';
import { visibleMerchants } from './operator-access';
import { readableMerchant } from './merchant-access';
import { ALL_ROUTES, rumSeries } from './rum-series';
import { healthView } from './health-view';

const DAY_MS = 24 * 3_600_000;

const rumQuery = z.object({
  merchant: z.string().max(64).optional(),
  route: z
    .string()
    .max(200)
    .regex(/^(\*|\/[^\s]*)$/, 'a route is a path such as /m/home, or *')
    .default(ALL_ROUTES),
  metric: z.enum(['lcp', 'inp', 'cls']).default('lcp'),
  days: z.coerce.number().int().min(1).max(30).default(7),
});

export function registerReadRoutes(scope: FastifyInstance, ops: OpsContext): void {
  scope.get(OPS_API.merchants, async (request): Promise<OpsMerchant[]> => {
    const codes = visibleMerchants(request.operator!, merchantCodes(ops.configDir));
    return describeMerchants(codes, ops.wps.catalog, ops.tenants);
  });

  scope.get(OPS_API.rum, async (request): Promise<OpsRumSeries> => {
    const query = rumQuery.parse(request.query);
    const merchant = readableMerchant(ops, request, query.merchant);
    const since = ops.clock() - query.days * DAY_MS;
    const rows = ops.wps.beacons.rumSince(merchant, since);
    const failures = ops.wps.beacons.eventsOfKind(merchant, [REMOTE_FAILURE_KIND], since);
    return rumSeries(rows, failures, { merchant, route: query.route, metric: query.metric });
  });

  scope.get(OPS_API.health, async (request): Promise<OpsHealth> => {
    const { merchant: code } = z.object({ merchant: z.string().max(64).optional() }).parse(request.query);
    const merchant = readableMerchant(ops, request, code);
    return healthView(merchant, ops.wps, ops.csp, ops.tenants, ops.clock(), ops.renderTier);
  });
}
