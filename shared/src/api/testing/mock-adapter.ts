/**
 * HTTP mocking at the adapter level for the client's tests: every request the client makes is
 * recorded as it would go on the wire, and answered by a handler (or failed like a network).
 */
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent (axios has already serialised JSON). */
  body: string | undefined;
  timeout: number | undefined;
  withCredentials: boolean | undefined;
  /** The signal the request went out with: aborted when the client cancelled it. */
  signal?: AbortSignal;
}

export type MockAnswer = { status: number; body?: unknown } | { fail: 'ERR_NETWORK' | 'ETIMEDOUT' | 'ECONNABORTED' };
export type MockHandler = (request: RecordedRequest) => MockAnswer | Promise<MockAnswer>;

export function ok(value: unknown): MockAnswer {
  return { status: 200, body: { success: true, value } };
}

export function fail(status: number, errorCode?: string, message?: string, value?: unknown): MockAnswer {
  return { status, body: { success: false, errorCode, message, value } };
}

export function createMockAdapter(handler: MockHandler): { adapter: AxiosAdapter; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const recorded: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)])),
      body: typeof config.data === 'string' ? config.data : config.data === undefined ? undefined : JSON.stringify(config.data),
      timeout: config.timeout,
      withCredentials: config.withCredentials,
      signal: config.signal as AbortSignal | undefined,
    };
    requests.push(recorded);
    if (config.signal?.aborted) throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    const answer = await handler(recorded);
    if (config.signal?.aborted) throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    if ('fail' in answer) throw new AxiosError(answer.fail, answer.fail, config);
    return {
      data: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
      request: {},
    };
  };
  return { adapter, requests };
}

// The error-code table, for tests that walk every code (a bundle fetches it: `loadErrorCodeTable`).
export { ERROR_CODES, errorCodeEntry } from '../../contract/error-codes';
