/**
 * The console's one way to its server: typed calls over fetch for every path of the ops contract
 * (`@m/shared/ops`), so the page and the server cannot drift. The session is the httpOnly cookie
 * (same origin only); nothing secret is kept in the page. A 401 on any call but the sign-in steps
 * tells the app the session is gone (it shows the sign-in page); a 403 is an error the page shows
 * as "not allowed".
 */
import {
  OPS_API,
  type OpsAuditEntry,
  type OpsError,
  type OpsHealth,
  type OpsMerchant,
  type OpsMetric,
  type OpsOperator,
  type OpsReleaseAction,
  type OpsReleases,
  type OpsRumSeries,
  type OpsSignInAnswer,
} from '@m/shared/ops';

/** What went wrong: the contract's error codes, or no answer / an answer that is not the contract's. */
export type OpsFailure = OpsError['error'] | 'network' | 'unexpected';

const FAILURES: readonly string[] = ['unauthenticated', 'forbidden', 'invalid', 'conflict', 'unavailable', 'rate-limited'];

export class OpsApiError extends Error {
  constructor(
    readonly failure: OpsFailure,
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'OpsApiError';
  }
}

export interface AuditQuery {
  merchant: string;
  remote?: string;
  actor?: string;
  limit?: number;
}

export interface RumQuery {
  merchant: string;
  route: string;
  metric: OpsMetric;
  days: number;
}

export interface OpsClient {
  /** The signed-in operator, or null when signed out. */
  session(signal?: AbortSignal): Promise<OpsOperator | null>;
  signIn(name: string, password: string): Promise<OpsSignInAnswer>;
  totp(ticket: string, code: string): Promise<OpsOperator>;
  signOut(): Promise<void>;
  merchants(signal?: AbortSignal): Promise<OpsMerchant[]>;
  releases(merchant: string, signal?: AbortSignal): Promise<OpsReleases>;
  act(action: OpsReleaseAction): Promise<OpsReleases>;
  audit(query: AuditQuery, signal?: AbortSignal): Promise<OpsAuditEntry[]>;
  rum(query: RumQuery, signal?: AbortSignal): Promise<OpsRumSeries>;
  health(merchant: string, signal?: AbortSignal): Promise<OpsHealth>;
}

export interface OpsClientOptions {
  /** Called when a call answers 401: the session expired or was signed out elsewhere. */
  onUnauthenticated: () => void;
  fetch?: typeof fetch;
}

const FALLBACK_MESSAGES: Record<OpsFailure, string> = {
  unauthenticated: 'You are signed out. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  invalid: 'The request was not accepted. Check what you entered.',
  conflict: 'Someone else changed this at the same time. Reload and try again.',
  unavailable: 'The service is not available right now. Try again in a moment.',
  'rate-limited': 'Too many attempts. Wait a few minutes, then try again.',
  network: 'The server could not be reached. Check your connection and try again.',
  unexpected: 'The server gave an answer the console does not understand.',
};

function failureOfStatus(status: number): OpsFailure {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 409) return 'conflict';
  if (status === 400 || status === 422) return 'invalid';
  // Too many attempts (the sign-in caps): a wait of minutes, said as such.
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  return 'unexpected';
}

/** The error of a refused call: the contract's body when it has one, else what the status says. */
async function errorOf(response: Response): Promise<OpsApiError> {
  let failure = failureOfStatus(response.status);
  let message = FALLBACK_MESSAGES[failure];
  try {
    const body = (await response.json()) as Partial<OpsError> | null;
    if (body && typeof body.error === 'string' && FAILURES.includes(body.error)) failure = body.error;
    message = body && typeof body.message === 'string' && body.message.trim() ? body.message : FALLBACK_MESSAGES[failure];
  } catch {
    // Not JSON (a proxy's error page): the status's words.
  }
  return new OpsApiError(failure, response.status, message);
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function createOpsClient(options: OpsClientOptions): OpsClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  /** `signedOutIsAnswer`: a 401 is the answer itself (the sign-in steps, the session check), not a lost session. */
  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, signal?: AbortSignal, signedOutIsAnswer = false) {
    let response: Response;
    try {
      response = await doFetch(path, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new OpsApiError('network', 0, FALLBACK_MESSAGES.network);
    }
    if (!response.ok) {
      const error = await errorOf(response);
      if (response.status === 401 && !signedOutIsAnswer) options.onUnauthenticated();
      throw error;
    }
    if (response.status === 204) return undefined as T;
    try {
      return (await response.json()) as T;
    } catch {
      throw new OpsApiError('unexpected', response.status, FALLBACK_MESSAGES.unexpected);
    }
  }

  return {
    async session(signal) {
      try {
        return await call<OpsOperator>('GET', OPS_API.session, undefined, signal, true);
      } catch (error) {
        if (error instanceof OpsApiError && error.status === 401) return null;
        throw error;
      }
    },
    signIn: (name, password) => call<OpsSignInAnswer>('POST', OPS_API.signIn, { name, password }, undefined, true),
    totp: (ticket, code) => call<OpsOperator>('POST', OPS_API.totp, { ticket, code }, undefined, true),
    signOut: async () => {
      await call<unknown>('DELETE', OPS_API.session, undefined, undefined, true);
    },
    merchants: (signal) => call<OpsMerchant[]>('GET', OPS_API.merchants, undefined, signal),
    releases: (merchant, signal) => call<OpsReleases>('GET', withQuery(OPS_API.releases, { merchant }), undefined, signal),
    act: (action) => call<OpsReleases>('POST', OPS_API.releases, action),
    audit: (query, signal) => call<OpsAuditEntry[]>('GET', withQuery(OPS_API.audit, { ...query }), undefined, signal),
    rum: (query, signal) => call<OpsRumSeries>('GET', withQuery(OPS_API.rum, { ...query }), undefined, signal),
    health: (merchant, signal) => call<OpsHealth>('GET', withQuery(OPS_API.health, { merchant }), undefined, signal),
  };
}

/** The words to show for a failed call. */
export function messageOf(error: unknown): string {
  if (error instanceof OpsApiError) return error.message;
  return FALLBACK_MESSAGES.unexpected;
}

/** True when the operator's role does not reach what was asked (403). */
export function isForbidden(error: unknown): boolean {
  return error instanceof OpsApiError && error.failure === 'forbidden';
}
