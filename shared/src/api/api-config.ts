/**
 * What the client needs to know about its page: where the API is, which merchant and language,
 * and the session token. The shell sets the merchant and language at start-up
 * (`configureApi`); tests and the backend's contract tests build their own client.
 */
import type { AxiosAdapter } from 'axios';
import { bus as pageBus, type EventBus } from '../bus/event-bus';
import { sessionStore } from '../session/session-store';
import type { EndpointDef, EndpointName } from '../contract/endpoints';
import { defaultSessionStorage } from './storage-cache';
import type * as PayloadEncryptionModule from './encryption/payload-encryption';

export type PayloadEncryption = typeof PayloadEncryptionModule;

export type CipherChoice = 'auto' | 'webcrypto' | 'forge';

export interface ApiConfig {
  /** '' = same origin (the page's /wps); an absolute origin for Node and tests. */
  baseURL: string;
  /** Merchant code for the `Merchant` header; '' leaves the header out (the server then uses the host). */
  merchant: () => string;
  /** Spec language code (EN, PT-BR…) for the `Language` header. */
  language: () => string;
  token: () => string | null;
  /** An operator whose backend differs may override catalogue entries (path, timeout…). */
  endpoints: Partial<Record<EndpointName, Partial<EndpointDef>>>;
  /** Where errors are published; the page's bus unless a test gives its own. */
  bus: EventBus;
  storage: () => Storage | null;
  now: () => number;
  /** 'auto' = WebCrypto in secure contexts, node-forge elsewhere (the protocol's rule 9). */
  cipher: CipherChoice;
  /**
   * The ciphers and payload format, fetched by the first encrypted call so that a page making none
   * never downloads them (encryption/payload-encryption.ts). A Node script whose loader cannot
   * `import()` TypeScript (Playwright's) passes the module it imported itself.
   */
  encryption: () => Promise<PayloadEncryption>;
  /** An axios adapter: HTTP mocking in tests. Default: axios' own (XHR in browsers, http in Node). */
  adapter?: AxiosAdapter;
  /**
   * Who is asking, where one client serves many players (the server render): identical GETs are
   * shared in flight only within one scope. The status answers each player with their own
   * address and region decision, which another player's page must never get. A page has one player.
   */
  requester?: () => string;
}

export type ApiOptions = Partial<ApiConfig>;

export function defaultConfig(): ApiConfig {
  return {
    baseURL: '',
    merchant: () => sessionStore.current?.merchantCode ?? '',
    language: () => 'EN',
    token: () => sessionStore.token,
    endpoints: {},
    bus: pageBus,
    storage: defaultSessionStorage,
    now: () => Date.now(),
    cipher: 'auto',
    encryption: () => import(/* webpackChunkName: "payload-encryption" */ './encryption/payload-encryption'),
  };
}

/** Strips a trailing slash so that `baseURL + '/wps/…'` never doubles it. */
export function normaliseBaseURL(baseURL: string): string {
  return baseURL.replace(/\/+$/, '');
}
