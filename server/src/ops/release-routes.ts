/**
 * The console's releases and audit log, over the registry service in process (release-backend.ts).
 * Every change names a reason and is authorised here for the operator's role and merchant before
 * the service is called; the service writes the audit record with the operator's name.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OPS_API, type OpsAuditEntry, type OpsReleaseAction, type OpsReleases } from '@m/shared/ops';
import type { OpsContext } from './ops-context';
import { OpsHttpError, refuseCrossSite } from './ops-http';
import { knownMerchant, readableMerchant, requireChange } from './merchant-access';
import { covers } from './operator-access';
import { merchantCodes } from './merchant-list';
import type { OpsReleaseBackend } from './release-backend';

const remote = z.string().min(1).max(64);
const version = z.string().min(1).max(64);
const merchant = z.string().min(1).max(64);
const reason = z.string().trim().min(1, 'say why (a reason is required)').max(500);

const action = z.discriminatedUnion('action', [
  z.object({ action: z.literal('promote'), merchant, remote, version, reason }),
  z.object({ action: z.literal('pin'), merchant, remote, version, reason }),
  z.object({ action: z.literal('unpin'), merchant, remote, reason }),
  z.object({ action: z.literal('canary'), merchant, remote, version, share: z.number().int().min(0).max(99), reason }),
  z.object({ action: z.literal('rollback'), merchant, remote, reason }),
]);

const auditQuery = z.object({
  merchant: z.string().max(64).optional(),
  remote: z.string().max(64).optional(),
  actor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function backend(ops: OpsContext): OpsReleaseBackend {
  if (!ops.releases)
    throw new OpsHttpError(
      'unavailable',
      'Releases are not configured on this server: set RELEASES_BUCKET (docs/deploy.md, "Releasing remotes from object storage").',
    );
  return ops.releases;
}

export function registerReleaseRoutes(scope: FastifyInstance, ops: OpsContext): void {
  scope.get(OPS_API.releases, async (request): Promise<OpsReleases> => {
    const { merchant: code } = z.object({ merchant: z.string().max(64).optional() }).parse(request.query);
    const merchant = readableMerchant(ops, request, code);
    return backend(ops).view(merchant);
  });

  scope.post(OPS_API.releases, async (request: FastifyRequest): Promise<OpsReleases> => {
    refuseCrossSite(request);
    const body = action.parse(request.body) as OpsReleaseAction;
    const target = body.merchant === '*' && body.action === 'promote' ? '*' : knownMerchant(ops, body.merchant);
    requireChange(request.operator!, target);
    const releases = backend(ops);
    await releases.act(body, request.operator!.name);
    // A promotion for all answers with the default registry, which every unpinned merchant follows.
    return releases.view(target === '*' ? 'default' : target);
  });

  scope.get(OPS_API.audit, async (request): Promise<OpsAuditEntry[]> => {
    const query = auditQuery.parse(request.query);
    const operator = request.operator!;
    let registries: string[] | null;
    if (query.merchant) registries = [readableMerchant(ops, request, query.merchant)];
    // Every registry (the default one too) for an operator covering all merchants; otherwise theirs.
    else registries = operator.merchants === '*' ? null : merchantCodes(ops.configDir).filter((code) => covers(operator, code));
    return backend(ops).audit({
      registries,
      limit: query.limit,
      ...(query.remote ? { remote: query.remote } : {}),
      ...(query.actor ? { actor: query.actor } : {}),
    });
  });
}
