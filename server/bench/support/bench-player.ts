/**
 * One simulated player of the backend benchmarks: its own API client (the real one, encrypted
 * bodies included), its own session token and its own address. The server believes the
 * X-Forwarded-For of a request only from TRUSTED_PROXIES, so a benchmark's server runs with
 * TRUSTED_PROXIES=127.0.0.1 and each player looks like a different device, as real traffic does.
 */
import { createApiClient } from '@m/shared/api';
import { EventBus } from '@m/shared/bus';
import type { AnswerOf, BodyOf, EndpointName, QueryOf } from '@m/shared/contract';

/** The address of player `index` (1 to 16,777,215): 10.x.y.z, one per player. */
export function playerAddress(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

export interface BenchRequest<N extends EndpointName> {
  body?: BodyOf<N>;
  query?: QueryOf<N>;
}

export interface BenchClient {
  /** The X-Forwarded-For this client sends. */
  readonly address: string;
  /** The headers of every call: its address and the demo merchant's host. */
  readonly headers: Readonly<Record<string, string>>;
  call<N extends EndpointName>(name: N, request?: BenchRequest<N>): Promise<AnswerOf<N>>;
  setToken(token: string | null): void;
}

/** A client of the demo merchant calling from `address` (a player's, or the abusive client's). */
export function benchClient(baseURL: string, address: string): BenchClient {
  let token: string | null = null;
  const api = createApiClient({
    baseURL,
    bus: new EventBus(),
    merchant: () => 'demo',
    language: () => 'EN',
    token: () => token,
    storage: () => null,
  });
  const headers = { 'X-Forwarded-For': address, 'X-Forwarded-Host': 'demo.localhost' };
  return {
    address,
    headers,
    call: (name, request = {}) => api.call(name, { headers, ...request }),
    setToken: (value) => {
      token = value;
    },
  };
}

export const benchPlayer = (baseURL: string, index: number): BenchClient => benchClient(baseURL, playerAddress(index));
