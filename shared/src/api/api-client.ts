/**
 * The API client: `call(name, options)` for every endpoint of the catalogue. It adds the
 * standard headers, de-duplicates and caches GETs, encrypts what the catalogue says, classifies
 * every failure (SPEC 8) and publishes it on the bus for the shell to present.
 */
import { isAxiosError } from 'axios';
import { defaultConfig, normaliseBaseURL, type ApiConfig, type ApiOptions } from './api-config';
import { isApiError, type ApiError } from './api-error';
import { sendBeacon } from './beacon';
import { classifyNoResponse, classifyResponse, failureError, type CallSite } from './classify-error';
import type { AnswerOf, BodyOf, QueryOf } from '../contract/types';
import { ENDPOINTS, type EndpointDef, type EndpointName } from '../contract/endpoints';
import { isEnvelope, parseBody } from './envelope';
import type { PayloadCipher } from './encryption/payload-cipher';
import { ENCRYPTION_ERROR_CODES } from './encryption/protocol';
import { RsaKeyStore } from './encryption/rsa-key-store';
import { createHttp } from './http-client';
import { InFlight } from './in-flight';
import { toQueryString, withQuery, type Query } from './query-string';
import { DEFAULT_LANGUAGE_CODE, standardHeaders } from './request-headers';
import { StorageCache } from './storage-cache';

/** How one call of endpoint N is made: its query and body are the contract's (@m/shared/contract). */
export interface CallOptions<N extends EndpointName = EndpointName> {
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  headers?: Record<string, string>;
  /** Overrides the catalogue: whether the shell presents this call's errors. */
  notify?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** false: do not answer from the storage cache (the fresh answer is still stored). */
  cache?: boolean;
  /**
   * Another origin of the same merchant's API (`https://fast.example.com`), for the fast-domain
   * measurement; the configured base URL otherwise.
   */
  origin?: string;
}

export interface ApiClient {
  /**
   * Resolves with the envelope's `value`, typed by the contract's answer for `name` (the caller
   * cannot choose it); rejects with an ApiError.
   */
  call<N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<AnswerOf<N>>;
  /** Changes the configuration of this client (merchant, language, baseURL…). */
  configure(options: ApiOptions): void;
  /** The catalogue entry with this client's overrides, or undefined for an unknown name. */
  endpoint(name: string): EndpointDef | undefined;
  readonly config: Readonly<ApiConfig>;
}

interface Attempt {
  def: EndpointDef;
  site: CallSite;
  url: string;
  options: CallOptions;
  signal?: AbortSignal;
}

export function createApiClient(options: ApiOptions = {}): ApiClient {
  const config: ApiConfig = { ...defaultConfig(), ...options };
  config.baseURL = normaliseBaseURL(config.baseURL);
  let http = createHttp(config);
  const inFlight = new InFlight();
  const cache = new StorageCache(
    () => config.storage(),
    () => config.now(),
  );
  let cipher: Promise<PayloadCipher> | null = null;

  const endpoint = (name: string): EndpointDef | undefined => {
    const base = Object.prototype.hasOwnProperty.call(ENDPOINTS, name) ? (ENDPOINTS as Record<string, EndpointDef>)[name] : undefined;
    return base ? { ...base, ...config.endpoints[name as EndpointName] } : undefined;
  };

  const keyStore = new RsaKeyStore(() => {
    const def = endpoint('rsaKey');
    if (!def?.path) return Promise.reject(new Error('rsaKey has no path'));
    const site = { endpoint: 'rsaKey', path: def.path, sentToken: false };
    // The cache-busting parameter of protocol step 1: no HTTP cache may answer with an old key.
    const url = withQuery(config.baseURL + def.path, toQueryString({ _: config.now() }));
    return request({ def, site, url, options: {} });
  });

  function report(error: ApiError, notify: boolean): ApiError {
    // Session expiry always reaches the shell: it logs out (SPEC 4, 8).
    if (error.kind === 'session-expired' || (notify && !error.silent)) {
      config.bus.publish('api.error', {
        kind: error.kind,
        errorCode: error.errorCode,
        message: error.message,
        messageKey: error.messageKey,
        status: error.status,
        path: error.path,
        endpoint: error.endpoint,
      });
    }
    return error;
  }

  /** One HTTP exchange; resolves with the envelope's value or rejects with an unreported ApiError. */
  async function request(
    { def, site, url, options, signal }: Attempt,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<unknown> {
    let response;
    try {
      response = await http.request({
        url,
        method: def.method,
        data: body,
        headers: { ...options.headers, ...extraHeaders },
        timeout: options.timeoutMs ?? def.timeoutMs,
        signal,
        wpsEndpoint: def,
      });
    } catch (error) {
      if (isAxiosError(error) && error.response) return interpret(def, site, error.response.status, error.response.data);
      throw classifyNoResponse(site, { code: isAxiosError(error) ? error.code : undefined, online: navigatorOnline(), cause: error });
    }
    return interpret(def, site, response.status, response.data);
  }

  async function send(attempt: Attempt): Promise<unknown> {
    const { def, site, options } = attempt;
    if (!def.encrypted || def.method === 'GET') return request(attempt, options.body);
    for (let retried = false; ; retried = true) {
      let encrypted;
      try {
        const [key, payloadCipher, { encryptPayload }] = await Promise.all([keyStore.get(), getCipher(), config.encryption()]);
        encrypted = await encryptPayload(options.body, key, payloadCipher);
      } catch (cause) {
        // Protocol rule 9: nothing is sent when the key or the encryption fails.
        throw failureError(site, 'encryption', cause);
      }
      try {
        return await request(attempt, encrypted.body, encrypted.headers);
      } catch (error) {
        // The server rotated its key since this page fetched it: fetch the new one and resend once.
        if (retried || (error as ApiError).errorCode !== ENCRYPTION_ERROR_CODES.keyUnknown) throw error;
        keyStore.invalidate();
      }
    }
  }

  function getCipher(): Promise<PayloadCipher> {
    if (!cipher) {
      const pending = config.encryption().then(({ chooseCipher }) => chooseCipher(config.cipher));
      pending.catch(() => {
        if (cipher === pending) cipher = null;
      });
      cipher = pending;
    }
    return cipher;
  }

  async function beacon(attempt: Attempt): Promise<unknown> {
    const { def, site, url, options, signal } = attempt;
    const headers = standardHeaders(def, config, options.headers);
    let result;
    try {
      result = await sendBeacon(url, JSON.stringify(options.body ?? {}), headers, signal);
    } catch (error) {
      const aborted = (error as { name?: string }).name === 'AbortError';
      throw classifyNoResponse(site, { code: aborted ? 'ERR_CANCELED' : undefined, online: navigatorOnline(), cause: error });
    }
    if (result.sent === 'beacon') return undefined;
    if (result.sent === 'keepalive') return interpret(def, site, result.status, result.data);
    return send(attempt);
  }

  async function call<N extends EndpointName>(name: N, callOptions: CallOptions<N> = {}): Promise<AnswerOf<N>> {
    type T = AnswerOf<N>;
    const options = callOptions as CallOptions;
    const def = endpoint(name);
    const path = def?.path?.trim() ?? '';
    const notify = options.notify ?? def?.notify ?? true;
    const token = def?.auth === 'session' ? config.token() : null;
    const sentToken = Boolean(token) || Object.keys(options.headers ?? {}).some((h) => h.toLowerCase() === 'authorization');
    const site: CallSite = { endpoint: String(name), path, sentToken };
    if (!def || !path) throw report(failureError(site, 'url-null'), notify);

    const queryString = toQueryString(options.query as Query | undefined);
    const base = options.origin !== undefined ? normaliseBaseURL(options.origin) : config.baseURL;
    const attempt: Attempt = { def, site, url: withQuery(base + path, queryString), options, signal: options.signal };
    const settle = (work: Promise<unknown>) =>
      work.catch((error: unknown) => {
        // Anything not yet classified (a browser quirk, an adapter bug) is a call that got no answer.
        const apiError = isApiError(error) ? error : classifyNoResponse(site, { online: navigatorOnline(), cause: error });
        return Promise.reject(report(apiError, notify));
      }) as Promise<T>;

    if (def.beacon) return settle(beacon(attempt));
    if (def.method !== 'GET') return settle(send(attempt));

    const merchant = config.merchant();
    const language = config.language() || DEFAULT_LANGUAGE_CODE;
    const scope = { endpoint: String(name), queryString, merchant, language, token: token ?? undefined };
    if (def.cacheable && options.cache !== false) {
      const hit = cache.read(scope);
      if (hit) return hit.value as T;
    }
    // Everything that changes the request or how its failure is reported is part of the key.
    const key = JSON.stringify([
      name,
      base,
      queryString,
      token,
      language,
      merchant,
      notify,
      options.timeoutMs ?? null,
      options.headers ?? null,
      config.requester?.() ?? null,
    ]);
    return inFlight.run(
      key,
      options.signal,
      (signal) =>
        settle(
          request({ ...attempt, signal }).then((value) => {
            if (def.cacheable) cache.write(scope, value);
            return value;
          }),
        ),
      () => failureError(site, 'aborted'),
    );
  }

  return {
    call,
    endpoint,
    get config() {
      return config;
    },
    configure(next: ApiOptions) {
      Object.assign(config, next);
      if (next.baseURL !== undefined) config.baseURL = normaliseBaseURL(next.baseURL);
      if ('adapter' in next) http = createHttp(config);
    },
  };
}

/** Turns one answer into the envelope's value or an ApiError. */
function interpret(def: EndpointDef, site: CallSite, status: number, raw: unknown): unknown {
  const data = parseBody(raw);
  const ok = status >= 200 && status < 300;
  if (ok && isEnvelope(data) && data.success) return data.value;
  if (ok && def.raw && !isEnvelope(data) && data !== '' && data !== undefined) return data;
  if (ok && def.beacon && (data === '' || data === undefined)) return undefined;
  throw classifyResponse(site, status, data);
}

function navigatorOnline(): boolean | undefined {
  return typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean' ? navigator.onLine : undefined;
}
