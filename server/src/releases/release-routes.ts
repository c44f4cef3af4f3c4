/**
 * The registry service's HTTP API (docs/deploy.md, "Releasing a remote"). Every route needs an
 * operator's bearer token; a change names its reason. Answers `{ success, changes | records |
 * registry | canaries }` or `{ success: false, errorCode, message }`, the message meant for the operator.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken, type OperatorTokens } from './operator-auth';
import { RegistryBusy } from './registry-store';
import type { ReleaseService } from './release-service';
import { ReleaseRefused } from './version-check';
import { canaryComparison } from '../rum/canary-comparison';
import type { RumRow } from '../rum/rum-report';

/** One merchant's RUM beacons (the backend's database), or null where the service has none to read. */
export type RumSource = ((merchant: string) => RumRow[] | Promise<RumRow[]>) | null;

const remote = z.string().min(1).max(64);
const version = z.string().min(1).max(64);
const merchant = z.string().min(1).max(64);
const reason = z.string().trim().min(1, 'say why (--reason)').max(500);

const bodies = {
  promote: z.object({ remote, version, merchant: merchant.nullish(), reason }),
  pin: z.object({ remote, version, merchant, reason }),
  unpin: z.object({ remote, merchant, reason }),
  canary: z.object({ remote, version: version.nullish(), merchant, share: z.number().int(), reason }),
  rollback: z.object({ remote, merchant: merchant.nullish(), reason }),
};

declare module 'fastify' {
  interface FastifyRequest {
    releaseActor?: string;
  }
}

function fail(reply: FastifyReply, status: number, errorCode: string, message: string) {
  return reply.code(status).send({ success: false, errorCode, message });
}

/** In a scope of its own: its token check and error answers apply to these routes only. */
export function registerReleaseRoutes(root: FastifyInstance, service: ReleaseService, tokens: OperatorTokens, rum: RumSource = null): void {
  void root.register(async (app) => releaseRoutes(app, service, tokens, rum));
}

function releaseRoutes(app: FastifyInstance, service: ReleaseService, tokens: OperatorTokens, rum: RumSource): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const token = bearerToken(request.headers.authorization);
    const actor = token ? tokens.actorFor(token) : null;
    if (!actor) {
      reply.header('WWW-Authenticate', 'Bearer realm="releases"');
      return fail(reply, 401, 'unauthorized', 'an operator token is needed (RELEASE_TOKEN)');
    }
    request.releaseActor = actor;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ReleaseRefused) return fail(reply, 409, error.code, error.message);
    if (error instanceof RegistryBusy) return fail(reply, 503, 'registry_busy', error.message);
    if (error instanceof z.ZodError) {
      const issue = error.issues[0]!;
      return fail(reply, 400, 'invalid_request', `${issue.path.join('.') || 'body'}: ${issue.message}`);
    }
    const code = (error as { statusCode?: number }).statusCode;
    // Fastify's own refusals (malformed JSON, a body over 16 KB): the caller's to fix.
    if (code !== undefined && code >= 400 && code < 500) return fail(reply, code, 'invalid_request', (error as Error).message);
    request.log.error({ err: error }, 'release change failed');
    return fail(reply, 500, 'release_failed', 'the change could not be completed; see the release service log');
  });

  const who = (request: FastifyRequest, why: string) => ({ actor: request.releaseActor!, reason: why });

  app.post('/releases/promote', async (request) => {
    const body = bodies.promote.parse(request.body);
    return { success: true, changes: await service.promote(body.remote, body.version, body.merchant ?? null, who(request, body.reason)) };
  });
  app.post('/releases/pin', async (request) => {
    const body = bodies.pin.parse(request.body);
    return { success: true, changes: await service.pin(body.remote, body.version, body.merchant, who(request, body.reason)) };
  });
  app.post('/releases/unpin', async (request) => {
    const body = bodies.unpin.parse(request.body);
    return { success: true, changes: await service.unpin(body.remote, body.merchant, who(request, body.reason)) };
  });
  app.post('/releases/canary', async (request) => {
    const body = bodies.canary.parse(request.body);
    return {
      success: true,
      changes: await service.canary(body.remote, body.version ?? null, body.share, body.merchant, who(request, body.reason)),
    };
  });
  app.post('/releases/rollback', async (request) => {
    const body = bodies.rollback.parse(request.body);
    return { success: true, changes: await service.rollback(body.remote, body.merchant ?? null, who(request, body.reason)) };
  });
  app.get('/releases/history', async (request) => {
    const query = z
      .object({ merchant: merchant.optional(), limit: z.coerce.number().int().min(1).max(500).default(50) })
      .parse(request.query);
    return { success: true, records: await service.history(query.merchant ?? null, query.limit) };
  });
  // Each canary of a merchant beside its stable version: the p75 of players' pages on each
  // (`pnpm rum`'s figures), to decide between promote and rollback.
  app.get('/releases/canaries/:merchant', async (request) => {
    const { merchant: code } = z.object({ merchant }).parse(request.params);
    const entries = (await service.registry(code))?.remotes ?? [];
    const running = entries.filter((entry) => entry.canary);
    const rows = rum && running.length > 0 ? await rum(code) : [];
    return { success: true, merchant: code, rum: rum !== null, canaries: canaryComparison(rows, running) };
  });
  app.get('/releases/registries/:name', async (request, reply) => {
    const { name } = z.object({ name: merchant }).parse(request.params);
    const registry = await service.registry(name);
    if (!registry) return fail(reply, 404, 'registry_missing', `there is no registry ${name} in the bucket yet`);
    return { success: true, registry };
  });
}
