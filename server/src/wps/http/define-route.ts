/**
 * Registers one endpoint of the catalogue (shared/src/api/endpoints.ts): method and path come
 * from the catalogue, never from here, so the client and the server cannot drift apart.
 * Every call runs the same steps, each in a preHandler, in this order:
 *   1. merchant: host → merchant, Merchant header check, merchant data valid;
 *   2. session: required (401/403 as session-guard.ts says), optional, or none;
 *   3. decryption: for catalogue entries with encrypted:true (a plain body is refused);
 * then the handler validates its body and query with zod and answers `{success:true, value}`.
 * Any error becomes the error envelope in the scope's error handler (register-wps.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CONTRACT, ENDPOINTS, isUntyped, type AnswerOf, type EndpointName, type ParsedBodyOf, type ParsedQueryOf } from '@m/shared/contract';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { decryptPayload } from '../crypto/decrypt-payload';
import type { WpsContext } from '../wps-context';
import { ok } from './envelope';
import { resolveRequestMerchant } from './request-merchant';
import { findSession, type ActiveSession } from './session-guard';
import { parseInput } from './validation';

export type SessionNeed = 'required' | 'optional' | 'none';

export interface Call<B, Q> {
  ctx: WpsContext;
  merchant: MerchantData;
  body: B;
  query: Q;
  /** Spec language code from the `Language` header, upper case; EN when absent. */
  language: string;
  ip: string;
  session: ActiveSession | null;
  now: number;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The handler's answer: the contract's type for the endpoint, or REPLIED when it wrote the reply itself. */
type Answer<N extends EndpointName> = AnswerOf<N> | typeof REPLIED;

export interface RouteSpec<N extends EndpointName, BS extends z.ZodType | undefined, QS extends z.ZodType | undefined> {
  /**
   * Local schemas only for endpoints the contract does not type yet; a typed endpoint's body
   * and query are validated with its contract schemas (@m/shared/contract).
   */
  body?: BS;
  query?: QS;
  /** Default: 'required' for catalogue entries with auth 'session', 'none' otherwise. */
  session?: SessionNeed;
  /**
   * True for calls that are the same for every merchant (the RSA key of the encryption
   * protocol): no merchant is resolved, any host may ask, and the handler gets no `merchant`.
   */
  serverWide?: boolean;
  /** Where the merchant code may also come from (the beacon cannot send headers). */
  claimedMerchant?: (request: FastifyRequest) => string | null;
  handler: (
    call: Call<BS extends z.ZodType ? z.infer<BS> : ParsedBodyOf<N>, QS extends z.ZodType ? z.infer<QS> : ParsedQueryOf<N>>,
  ) => Answer<N> | Promise<Answer<N>>;
}

/** Returned by a handler that wrote the reply itself (manifest, HTML pages). */
export const REPLIED = Symbol('replied');

interface WpsState {
  merchant: MerchantData;
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

export function defineRoute<N extends EndpointName, BS extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined>(
  scope: FastifyInstance,
  ctx: WpsContext,
  name: N,
  spec: RouteSpec<N, BS, QS>,
): void {
  const endpoint = ENDPOINTS[name];
  const contract: { body?: z.ZodType; query?: z.ZodType; answer: z.ZodType } = CONTRACT[name];
  const typed = !isUntyped(contract);
  const bodySchema = typed ? contract.body : spec.body;
  const querySchema = typed ? contract.query : spec.query;
  if (typed && (spec.body || spec.query)) throw new Error(`${name}: validate with the contract's schemas (@m/shared/contract), not local ones`);
  const sessionNeed: SessionNeed = spec.session ?? (endpoint.auth === 'session' ? 'required' : 'none');

  scope.route({
    method: endpoint.method,
    url: endpoint.path,
    preHandler: [
      async (request) => {
        const claimed = spec.claimedMerchant?.(request) ?? null;
        const merchant = spec.serverWide ? (undefined as unknown as MerchantData) : resolveRequestMerchant(ctx, request, claimed);
        states.set(request, { merchant, session: null, body: request.body });
      },
      async (request) => {
        const state = states.get(request) as WpsState;
        if (sessionNeed === 'required') state.session = findSession(ctx, state.merchant, request, callerIp(request));
        else if (sessionNeed === 'optional' && request.headers.authorization) {
          try {
            state.session = findSession(ctx, state.merchant, request, callerIp(request));
          } catch {
            // Optional: a stale token just means "as a guest".
          }
        }
      },
      async (request) => {
        if (!endpoint.encrypted) return;
        const state = states.get(request) as WpsState;
        state.body = decryptPayload(ctx.keys, request.headers, request.body);
      },
    ],
    handler: async (request, reply) => {
      const state = states.get(request) as WpsState;
      const call = {
        ctx,
        merchant: state.merchant,
        body: bodySchema ? parseInput(bodySchema, state.body, 'body') : undefined,
        query: querySchema ? parseInput(querySchema, request.query, 'query') : undefined,
        language: languageOf(request),
        ip: callerIp(request),
        session: state.session,
        now: ctx.clock(),
        request,
        reply,
      } as Parameters<typeof spec.handler>[0];
      const value = await spec.handler(call);
      if (value === REPLIED) return reply;
      reply.header('Cache-Control', 'no-store');
      return ok(value === undefined ? null : value);
    },
  });
}
