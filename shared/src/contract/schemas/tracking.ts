/**
 * The tracking endpoints' requests and answers (see ../endpoint-contract.ts): the `collect`
 * beacon (SPEC sections 7 and 9), which carries either a tracked event for the operator's record
 * or a real-user-monitoring beacon, always within the heartbeat limit of 1024 bytes.
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { TRACKED_EVENTS } from '../tracked-events';
import { HEARTBEAT_LIMIT_BYTES } from '../constants';
import { REMOTE_NAMES } from '../remotes';
import { REMOTE_FAILURE_KIND, type RemoteFailureRecord } from '../failure-record';

const shortText = (max: number) => z.string().max(max);
/** A metric in milliseconds (CLS is unitless): finite, non-negative, at most ten minutes. */
const metric = z.number().finite().min(0).max(600_000);

/** A tracked event as the shell's tracker records it with the operator (tracker first-party record). */
export const eventRecordSchema = z.strictObject({
  kind: z.literal('event'),
  event: z.enum(TRACKED_EVENTS),
  payload: z.record(
    z.string().max(64),
    z.union([
      z.string().max(256),
      z.number().finite(),
      z.boolean(),
      z.record(z.string().max(64), z.union([z.string().max(256), z.number().finite(), z.boolean()])),
    ]),
  ),
  route: shortText(200),
  at: z.number().int().min(0),
});

/** The form install events had before the tracker existed (mf-pwa versions still deployed send it). */
export const legacyEventSchema = z.strictObject({ event: z.enum(TRACKED_EVENTS), time: z.number().int().min(0).optional() });

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;

/** SPEC 9 performance beacon: web-vitals metrics and the first-screen time, tagged for `pnpm rum`. */
export const rumBeaconSchema = z.strictObject({
  kind: z.literal('rum'),
  /** The route pattern (`/m/home`), never the query. */
  route: shortText(100).regex(/^\/[\w/.-]*$/, 'a path without query'),
  device: z.enum(DEVICE_CLASSES),
  shell: shortText(32),
  /** Version of every remote mounted on the page when the beacon left. */
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), shortText(32)),
  metrics: z.strictObject({
    fcp: metric.optional(),
    lcp: metric.optional(),
    cls: z.number().finite().min(0).max(100).optional(),
    inp: metric.optional(),
    ttfb: metric.optional(),
    fs: metric.optional(),
  }),
});

/** A remote's failure on a player's page (failure-record.ts), which the operator console counts per version. */
export const remoteFailureSchema = z.strictObject({
  kind: z.literal(REMOTE_FAILURE_KIND),
  remote: z.union([z.enum(REMOTE_NAMES), z.literal('shell')]),
  version: shortText(64),
  reason: z.enum(['unreachable', 'timeout', 'mount-error', 'origin-refused', 'not-registered', 'hydration']),
  route: shortText(100).regex(/^\/[\w/.-]*$/, 'a path without query'),
  at: z.number().int().min(0),
}) satisfies z.ZodType<RemoteFailureRecord>;

/** sendBeacon posts text/plain: the body then arrives as the JSON text. */
function jsonText(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const collectBody = z
  .object({
    merchant: z.string().max(64).optional(),
    value: z.union([rumBeaconSchema, eventRecordSchema, legacyEventSchema, remoteFailureSchema]),
  })
  .refine((body) => new TextEncoder().encode(JSON.stringify(body)).length <= HEARTBEAT_LIMIT_BYTES, {
    message: `at most ${HEARTBEAT_LIMIT_BYTES} bytes (SPEC 9 heartbeat limit)`,
    path: ['value'],
  });

const MONEY_EVENTS = ['depositSubmit', 'firstDeposit', 'deposit', 'firstDepositArrival', 'redeposit', 'withdraw'] as const;

export const TRACKING_CONTRACT = {
  /** The member's cashier events, each handed out once (money-event-store.ts on the server). */
  trackingEvents: {
    /** Nothing to send: the session says whose events. */
    body: z.object({}).optional(),
    answer: z.object({
      events: z.array(
        z.object({ event: z.enum(MONEY_EVENTS), amount: z.number(), currency: z.string(), reference: z.string(), at: z.number().int() }),
      ),
    }),
  },
  collect: {
    body: z.preprocess(jsonText, collectBody),
    /** `stored` says where it went; `dropped` when the caller exceeded its share (it is not told to retry). */
    answer: z.object({ id: z.number().int().nullable(), stored: z.enum(['event', 'rum', 'dropped']) }),
  },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
