/**
 * Registers one endpoint of the catalogue (shared/src/contract/endpoints.ts): method and path come
 * from the catalogue, never from here, so the client and the server cannot drift apart.
 * Every call runs the same steps, each in a preHandler, in this order:
 *   1. merchant: host → merchant, Merchant header check, merchant data valid;
 *   2. session: required (401/403 as session-guard.ts says), optional, or none;
 *   3. decryption: for catalogue entries with encrypted:true (a plain body is refused);
 * (a route's `refuseEarly` limit runs before all of them, before the body is even parsed),
 * then the handler validates its body and query with zod and answers `{success:true, value}`.
 * Any error becomes the error envelope in the scope's error handler (register-wps.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CONTRACT, ENDPOINTS, type AnswerOf, type EndpointName, type ParsedBodyOf, type ParsedQueryOf } from '@m/shared/contract';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { decryptPayload } from '../crypto/decrypt-payload';
import type { WpsContext } from '../wps-context';
import { ok } from './envelope';
import { resolveRequestMerchant } from './request-merchant';
import { findSession, type ActiveSession } from './session-guard';
import { parseInput } from './validation';
import { WpsError } from './wps-error';
import { callerRestricted } from '../system/caller-region';

/** What a restricted caller may still ask: enough for the shell to show the access-denied page. */
export const REGION_OPEN_CALLS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'systemStatus',
  'systemCountry',
  'systemSettings',
  'systemManifest',
]);

/**
 * What a session still on the default password may do: change it, read who it is, leave.
 * Anyone who knows a mobile number registered without a password knows that password, so such
 * a session must not launch games or change anything else (enforced here, not by the front end).
 */
export const DEFAULT_PASSWORD_CALLS: ReadonlySet<EndpointName> = new Set<EndpointName>(['changePassword', 'memberInfo', 'logout']);

function usableSession(name: EndpointName, session: ActiveSession): boolean {
  return session.member.password_is_default !== 1 || DEFAULT_PASSWORD_CALLS.has(name);
}

export type SessionNeed = 'required' | 'optional' | 'none';

/** What a route needs when it says nothing: the catalogue's `auth: 'session'` means required. */
export type DefaultSessionNeed<N extends EndpointName> = (typeof ENDPOINTS)[N]['auth'] extends 'session' ? 'required' : 'none';
/** The handler's session: always there when required (the guard answered 401/403 otherwise). */
export type SessionOf<S extends SessionNeed> = S extends 'required' ? ActiveSession : ActiveSession | null;

export interface Call<B, Q, S extends ActiveSession | null = ActiveSession | null> {
  ctx: WpsContext;
  merchant: MerchantData;
  body: B;
  query: Q;
  /** Spec language code from the `Language` header, upper case; EN when absent. */
  language: string;
  ip: string;
  session: S;
  now: number;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The handler's answer: the contract's type for the endpoint, or REPLIED when it wrote the reply itself. */
type Answer<N extends EndpointName> = AnswerOf<N> | typeof REPLIED;

/** What a `serverWide` handler gets: the same call, without a merchant (none is resolved). */
export type ServerWideCall<B, Q> = Omit<Call<B, Q>, 'merchant'>;

/**
 * Body and query are validated with the endpoint's contract schemas (@m/shared/contract), never
 * with local ones, so client and server cannot disagree on what a call carries.
 */
interface RouteOptions<S extends SessionNeed> {
  /** Default: 'required' for catalogue entries with auth 'session', 'none' otherwise. */
  session?: S;
  /** Where the merchant code may also come from (the beacon cannot send headers). */
  claimedMerchant?: (request: FastifyRequest) => string | null;
  /**
   * A limit checked before the body is read (parsed, and decrypted for encrypted calls): throws
   * (TOO_MANY_REQUEST) when the caller is already over it, so a flood of refused calls costs no
   * body work. It only looks; the handler counts the call as usual.
   */
  refuseEarly?: (input: { ctx: WpsContext; merchant: MerchantData; ip: string; now: number }) => void;
}

export type RouteSpec<N extends EndpointName, S extends SessionNeed = DefaultSessionNeed<N>> = RouteOptions<S> &
  (
    | { serverWide?: false; handler: (call: Call<ParsedBodyOf<N>, ParsedQueryOf<N>, SessionOf<S>>) => Answer<N> | Promise<Answer<N>> }
    | {
        /**
         * True for calls that are the same for every merchant (the RSA key of the encryption
         * protocol): no merchant is resolved, any host may ask, and the handler's call has no
         * `merchant` (nor a session).
         */
        serverWide: true;
        handler: (call: ServerWideCall<ParsedBodyOf<N>, ParsedQueryOf<N>>) => Answer<N> | Promise<Answer<N>>;
      }
  );

/** Returned by a handler that wrote the reply itself (manifest, HTML pages). */
export const REPLIED = Symbol('replied');

interface WpsState {
  /** Null for a serverWide call only. */
  merchant: MerchantData | null;
  session: ActiveSession | null;
  body: unknown;
}

const states = new WeakMap<FastifyRequest, WpsState>();

/**
 * The caller's address. Fastify reads it from the socket, which is gone (undefined) when the
 * player navigated away before the handler ran: such a call is answered to nobody, but it must
 * not crash the handler on the way.
 */
function callerIp(request: FastifyRequest): string {
  return request.ip ?? '';
}

export function languageOf(request: FastifyRequest): string {
  const header = request.headers.language;
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return value && /^[A-Z]{2}(?:-[A-Z]{2})?$/.test(value) ? value : 'EN';
}

export function defineRoute<N extends EndpointName, S extends SessionNeed = DefaultSessionNeed<N>>(
  scope: FastifyInstance,
  ctx: WpsContext,
  name: N,
  spec: RouteSpec<N, S>,
): void {
  const endpoint = ENDPOINTS[name];
  const contract: { body?: z.ZodType; query?: z.ZodType; answer: z.ZodType } = CONTRACT[name];
  const bodySchema = contract.body;
  const querySchema = contract.query;
  const sessionNeed: SessionNeed = spec.session ?? (endpoint.auth === 'session' ? 'required' : 'none');
  if (spec.serverWide && sessionNeed !== 'none') throw new Error(`${name}: a serverWide call has no merchant, so no session`);

  const refuseEarly = spec.refuseEarly;
  scope.route({
    method: endpoint.method,
    url: endpoint.path,
    // Before the body is parsed: the merchant's limits need only the host and the address.
    ...(refuseEarly
      ? {
          onRequest: async (request: FastifyRequest) => {
            refuseEarly({ ctx, merchant: resolveRequestMerchant(ctx, request, null), ip: callerIp(request), now: ctx.clock() });
          },
        }
      : {}),
    preHandler: [
      async (request) => {
        const claimed = spec.claimedMerchant?.(request) ?? null;
        const merchant = spec.serverWide ? null : resolveRequestMerchant(ctx, request, claimed);
        // The region restriction holds on every call, not only as a flag in the status answer.
        if (merchant && !REGION_OPEN_CALLS.has(name) && callerRestricted(ctx, merchant, request, callerIp(request)))
          throw new WpsError(403, 'region_restricted');
        states.set(request, { merchant, session: null, body: request.body });
      },
      async (request) => {
        const state = states.get(request) as WpsState;
        if (!state.merchant) return;
        if (sessionNeed === 'required') {
          state.session = findSession(ctx, state.merchant, request, callerIp(request));
          if (!usableSession(name, state.session)) throw new WpsError(403, 'password_change_required');
        } else if (sessionNeed === 'optional' && request.headers.authorization) {
          try {
            const found = findSession(ctx, state.merchant, request, callerIp(request));
            // A default-password session is a guest everywhere but the password change.
            state.session = usableSession(name, found) ? found : null;
          } catch {
            // Optional: a stale token just means "as a guest".
          }
        }
      },
      async (request) => {
        if (!endpoint.encrypted) return;
        const state = states.get(request) as WpsState;
        state.body = decryptPayload(ctx.keys, request.headers, request.body, { now: ctx.clock(), nonces: ctx.nonces });
      },
    ],
    handler: async (request, reply) => {
      const state = states.get(request) as WpsState;
      const call = {
        ctx,
        ...(state.merchant ? { merchant: state.merchant } : {}),
        body: bodySchema ? parseInput(bodySchema, state.body, 'body') : undefined,
        query: querySchema ? parseInput(querySchema, request.query, 'query') : undefined,
        language: languageOf(request),
        ip: callerIp(request),
        session: state.session,
        now: ctx.clock(),
        request,
        reply,
      };
      // The spec's kind decided above whether `merchant` is there; the handler's type says the same.
      const value = await (spec.handler as (call: ServerWideCall<unknown, unknown>) => Answer<N> | Promise<Answer<N>>)(call);
      if (value === REPLIED) return reply;
      reply.header('Cache-Control', 'no-store');
      return ok(value === undefined ? null : value);
    },
  });
}
