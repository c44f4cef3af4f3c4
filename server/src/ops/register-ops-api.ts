/**
 * The operator console's API under /ops/api (issue 39, @m/shared/ops), registered into the backend
 * with one call from app.ts. In a scope of its own: its session check and error answers apply to
 * these routes only. Sign-in and sign-out need no session; every other path, known or not,
 * answers 401 without one, and each route checks the operator's role for what it reads or changes.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { WpsContext } from '../wps/wps-context';
import type { TenantDirectory } from '../tenancy/tenant-directory';
import type { CspReports } from '../security/csp-reports';
import { WRITE_LIMITS, type WriteLimits } from '../security/write-limits';
import { RegistryBusy } from '../releases/registry-store';
import { ReleaseRefused } from '../releases/version-check';
import type { OpsContext } from './ops-context';
import { OpsHttpError, sendError, sessionToken } from './ops-http';
import { OperatorStore, operatorView } from './operator-store';
import { OPS_SESSION_TIMES, OpsSessionStore, type OpsSessionTimes } from './ops-session-store';
import { SignInLimits } from './sign-in-limits';
import type { OpsReleaseBackend } from './release-backend';
import { registerSessionRoutes, registerWhoAmIRoute } from './session-routes';
import { registerReadRoutes } from './read-routes';
import { registerReleaseRoutes } from './release-routes';
import { registerRenderTierReports, RenderTierReports } from './render-tier-reports';

export interface OpsApiOptions {
  wps: WpsContext;
  tenants: TenantDirectory;
  configDir: string;
  csp: CspReports | null;
  releases: OpsReleaseBackend | null;
  secureCookie: boolean;
  /** The render tier's addresses (TRUSTED_PROXIES): the only callers whose figures are taken. */
  trustedProxies: readonly string[];
  signInLimits?: WriteLimits['opsSignIn'];
  sessionTimes?: OpsSessionTimes;
}

function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof OpsHttpError) return sendError(reply, error);
  if (error instanceof z.ZodError) {
    const issue = error.issues[0]!;
    return sendError(reply, new OpsHttpError('invalid', `${issue.path.join('.') || 'body'}: ${issue.message}`));
  }
  if (error instanceof ReleaseRefused) return sendError(reply, new OpsHttpError('conflict', error.message));
  if (error instanceof RegistryBusy) return sendError(reply, new OpsHttpError('unavailable', error.message));
  const status = (error as FastifyError).statusCode;
  // Fastify's own refusals (malformed JSON, a body too large): the caller's to fix.
  if (status !== undefined && status >= 400 && status < 500) return sendError(reply, new OpsHttpError('invalid', error.message));
  request.log.error({ err: error }, 'ops console request failed');
  return reply.code(500).send({ error: 'unavailable', message: 'The server could not answer: see its log.' });
}

export async function registerOpsApi(app: FastifyInstance, options: OpsApiOptions): Promise<OpsContext> {
  const ops: OpsContext = {
    wps: options.wps,
    tenants: options.tenants,
    configDir: options.configDir,
    operators: new OperatorStore(options.wps.db),
    sessions: new OpsSessionStore(options.wps.db, options.sessionTimes ?? OPS_SESSION_TIMES),
    limits: new SignInLimits(options.signInLimits ?? options.wps.writeLimits.opsSignIn ?? WRITE_LIMITS.opsSignIn),
    releases: options.releases,
    csp: options.csp,
    renderTier: new RenderTierReports(),
    secureCookie: options.secureCookie,
    clock: options.wps.clock,
  };
  registerRenderTierReports(app, ops.renderTier, options.trustedProxies, ops.clock);
  await app.register(async (scope) => {
    // Operators' data: never kept by a browser or a shared cache.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    scope.setErrorHandler(handleError);
    registerSessionRoutes(scope, ops);
    await scope.register(async (signedIn) => {
      signedIn.addHook('onRequest', async (request) => {
        const token = sessionToken(request);
        const name = token ? ops.sessions.operatorOf(token, ops.clock()) : null;
        const row = name ? ops.operators.find(name) : undefined;
        if (!row) throw new OpsHttpError('unauthenticated', 'Sign in to the console.');
        request.operator = operatorView(row);
      });
      registerWhoAmIRoute(signedIn);
      registerReadRoutes(signedIn, ops);
      registerReleaseRoutes(signedIn, ops);
      // Any other path of the API: 401 signed out (above), 400 `invalid` signed in.
      signedIn.all('/ops/api/*', async () => {
        throw new OpsHttpError('invalid', 'There is no such console API path.');
      });
    });
  });
  return ops;
}
