/**
 * The merchant's VIP levels (issue 26): every label, those reached by play lowest first, with its benefits in the
 * player's language and how many conditions reach it. Public: the table is the same for
 * everyone; where a member stands comes from MCSFE_getPlayerRankProgress.
 */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route';
import { localize } from '../localize';
import type { WpsContext } from '../wps-context';

export function registerVipRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'vipLevels', {
    handler: ({ merchant, language }) => ({
      levels: [...merchant.vip.labels]
        // The levels play reaches, lowest first; then those the operator gives (staff, invited).
        .sort((a, b) => Number(a.type === 'MANUAL') - Number(b.type === 'MANUAL') || a.rankLevel - b.rankLevel)
        .map((label) => ({
          labelId: label.labelId,
          labelName: localize(label.labelName, language),
          type: label.type,
          rankLevel: label.rankLevel,
          expectedConditions: label.expectedConditions,
          benefits: (label.benefits ?? []).map((benefit) => localize(benefit, language)),
        })),
    }),
  });
}
