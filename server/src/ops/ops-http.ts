/**
 * The console API's answers and its session cookie. Errors are `OpsError` (@m/shared/ops):
 * `{ error, message }` with the message meant for the operator.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpsError } from '@m/shared/ops';
import { cookieValue } from '../wps/auth/returning-device';

export const OPS_COOKIE = 'ops_session';
/** The cookie goes back only to the console and its API, never to the players' pages. */
const COOKIE_PATH = '/ops';

const STATUS: Record<OpsError['error'], number> = {
  unauthenticated: 401,
  forbidden: 403,
  invalid: 400,
  conflict: 409,
  'rate-limited': 429,
  unavailable: 503,
};

export class OpsHttpError extends Error {
  constructor(
    readonly error: OpsError['error'],
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.error];
  }
}

export function sendError(reply: FastifyReply, error: OpsHttpError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  const body: OpsError = { error: error.error, message: error.message };
  return reply.code(error.status).send(body);
}

export function sessionToken(request: FastifyRequest): string | null {
  return cookieValue(request.headers.cookie, OPS_COOKIE);
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number, secure: boolean): void {
  reply.header(
    'Set-Cookie',
    `${OPS_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('Set-Cookie', `${OPS_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`);
}

/**
 * A change must come from the console's own pages: SameSite=Strict keeps the cookie off other
 * sites' requests, and a browser's Origin / Sec-Fetch-Site naming another site is refused too.
 */
export function refuseCrossSite(request: FastifyRequest): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new OpsHttpError('forbidden', 'changes come from the console only');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host !== request.host) throw new OpsHttpError('forbidden', 'changes come from the console only');
}
