/**
 * The server envelope (SPEC section 3 "Error response", issue 3): success
 * `{success: true, value}`, error `{success: false, errorCode, message, value?}`.
 */

export interface SuccessEnvelope<T = unknown> {
  success: true;
  value: T;
}

export interface RawErrorEnvelope {
  success: false;
  errorCode?: unknown;
  message?: unknown;
  value?: unknown;
}

export type Envelope<T = unknown> = SuccessEnvelope<T> | RawErrorEnvelope;

/** True for any object with a boolean `success`: the only shape the client trusts. */
export function isEnvelope(data: unknown): data is Envelope {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && typeof (data as { success?: unknown }).success === 'boolean';
}

/** A server text is used only when it is a non-blank string (never an object rendered as "[object Object]"). */
export function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value : undefined;
}

/** Responses arrive parsed by axios, or as text when the body was not JSON (an HTML error page). */
export function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}
