/**
 * The axios instance: JSON, credentials sent (SPEC 7), and a request interceptor that adds the
 * standard headers from the endpoint the request was made for.
 */
import axios, { type AxiosInstance } from 'axios';
import type { ApiConfig } from './api-config';
import type { EndpointDef } from '../contract/endpoints';
import { standardHeaders } from './request-headers';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The catalogue entry this request is for; read by the header interceptor. */
    wpsEndpoint?: EndpointDef;
  }
}

export function createHttp(config: ApiConfig): AxiosInstance {
  const http = axios.create({
    withCredentials: true,
    headers: { 'Content-Type': 'application/json' },
    // Every answer reaches the client's own classification, whatever its status.
    validateStatus: () => true,
    // A time-out reports ETIMEDOUT rather than the ambiguous ECONNABORTED.
    transitional: { clarifyTimeoutError: true },
    ...(config.adapter ? { adapter: config.adapter } : {}),
  });
  http.interceptors.request.use((request) => {
    if (!request.wpsEndpoint) return request;
    const own = request.headers.toJSON() as Record<string, string>;
    const headers = standardHeaders(request.wpsEndpoint, config);
    for (const [name, value] of Object.entries(headers)) {
      // Headers given for this one call win over the standard ones.
      if (!hasHeader(own, name)) request.headers.set(name, value);
    }
    return request;
  });
  return http;
}

function hasHeader(headers: Record<string, unknown>, name: string): boolean {
  const lower = name.toLowerCase();
  return Object.keys(headers).some((key) => key.toLowerCase() === lower && headers[key] !== undefined);
}
