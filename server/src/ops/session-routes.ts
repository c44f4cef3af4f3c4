/**
 * Signing in to the console in two steps: name and password give a short-lived ticket; the
 * ticket and the authenticator's code give the session cookie. Wrong answers say nothing about
 * which part was wrong or whether the name exists, and count against the address and the name
 * (sign-in-limits.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OPS_API, type OpsOperator, type OpsSignInAnswer } from '@m/shared/ops';
import { hashPasswordSync, verifyPassword } from '../wps/auth/password-hasher';
import type { OpsContext } from './ops-context';
import { OpsHttpError, clearSessionCookie, refuseCrossSite, sessionToken, setSessionCookie } from './ops-http';
import { operatorView } from './operator-store';
import { acceptedStep } from './operator-totp';

const signInBody = z.object({ name: z.string().trim().min(1).max(64), password: z.string().min(1).max(256) });
const totpBody = z.object({ ticket: z.string().min(1).max(128), code: z.string().trim().max(16) });

/** Hashed once: an unknown name costs the same scrypt as a known one, so timing does not tell them apart. */
let decoy: string | null = null;
const decoyHash = () => (decoy ??= hashPasswordSync('not-an-operator-password'));

export function registerSessionRoutes(scope: FastifyInstance, ops: OpsContext): void {
  // Another site cannot sign a browser in (to an account it controls) or out.
  scope.post(OPS_API.signIn, async (request): Promise<OpsSignInAnswer> => {
    refuseCrossSite(request);
    const body = signInBody.parse(request.body);
    const now = ops.clock();
    ops.limits.attempt(request.ip, body.name, now);
    const operator = ops.operators.find(body.name);
    const passwordOk = await verifyPassword(body.password, operator?.password_hash ?? decoyHash());
    if (!operator || !passwordOk) {
      ops.limits.failed(body.name, now);
      throw new OpsHttpError('unauthenticated', 'The name or the password is wrong.');
    }
    return { ticket: ops.sessions.issueTicket(operator.name, now) };
  });

  scope.post(OPS_API.totp, async (request, reply): Promise<OpsOperator> => {
    refuseCrossSite(request);
    const body = totpBody.parse(request.body);
    const now = ops.clock();
    const name = ops.sessions.useTicket(body.ticket, now);
    if (!name) {
      ops.limits.attempt(request.ip, null, now);
      throw new OpsHttpError('unauthenticated', 'This sign-in has expired: give your name and password again.');
    }
    ops.limits.attempt(request.ip, name, now);
    const operator = ops.operators.find(name);
    const step = operator ? acceptedStep(operator.name, operator.totp_secret, body.code, now) : null;
    // A code is good once: the same code again (or an older one) is refused.
    if (!operator || step === null || !ops.operators.useTotpStep(operator.name, step)) {
      ops.limits.failed(name, now);
      throw new OpsHttpError('unauthenticated', 'The authenticator code is wrong or already used: wait for the next one.');
    }
    ops.sessions.dropTicket(body.ticket);
    const session = ops.sessions.open(operator.name, request.ip, now);
    setSessionCookie(reply, session.token, session.maxAgeSeconds, ops.secureCookie || request.protocol === 'https');
    return operatorView(operator);
  });

  // Signing out works with or without a live session: the cookie is cleared either way.
  scope.delete(OPS_API.session, async (request, reply) => {
    refuseCrossSite(request);
    const token = sessionToken(request);
    if (token) ops.sessions.close(token);
    clearSessionCookie(reply, ops.secureCookie || request.protocol === 'https');
    return reply.code(204).send();
  });
}

/** GET /ops/api/session: who is signed in (the session check already ran). */
export function registerWhoAmIRoute(scope: FastifyInstance): void {
  scope.get(OPS_API.session, async (request): Promise<OpsOperator> => request.operator!);
}
