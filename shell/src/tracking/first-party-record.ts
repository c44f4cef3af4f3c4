/**
 * What the operator's backend receives for a tracked event (the `collect` beacon): the event,
 * its payload and the page, within the heartbeat limit of SPEC section 9 (1024 bytes). An
 * oversized payload loses its `content` first, then is not sent at all.
 */
import { HEARTBEAT_LIMIT_BYTES, type TrackedEvent } from '@m/shared';
import type { DeliveredPayload } from './delivered-payload';

export interface EventRecord {
  kind: 'event';
  event: TrackedEvent;
  payload: DeliveredPayload;
  route: string;
  at: number;
}

const encoder = new TextEncoder();
/** Room left for `{"merchant":"…","value":…}` around the record. */
const ENVELOPE_BYTES = 100;

export function byteLength(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

export function firstPartyRecord(event: TrackedEvent, payload: DeliveredPayload, route: string, at: number): EventRecord | null {
  const record: EventRecord = { kind: 'event', event, payload, route: route.slice(0, 200), at };
  if (byteLength(record) <= HEARTBEAT_LIMIT_BYTES - ENVELOPE_BYTES) return record;
  const { content: _content, ...withoutContent } = payload;
  const smaller: EventRecord = { ...record, payload: withoutContent };
  return byteLength(smaller) <= HEARTBEAT_LIMIT_BYTES - ENVELOPE_BYTES ? smaller : null;
}
