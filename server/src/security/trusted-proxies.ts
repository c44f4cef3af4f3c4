/**
 * Which peers may speak for the client (X-Forwarded-For/-Host/-Proto, CF-IPCountry): only the
 * reverse proxies the operator lists in TRUSTED_PROXIES. With none listed (the default) the
 * socket's peer is the client and forwarded headers are ignored.
 */
import { ipMatches } from '../wps/system/ip-rules';

/** Fastify's `trustProxy`: false, or the list for proxy-addr. */
export function trustProxyOption(trusted: readonly string[]): false | string[] {
  return trusted.length === 0 ? false : [...trusted];
}

/** True when the TCP peer is one of the trusted proxies. */
export function fromTrustedProxy(trusted: readonly string[], peer: string | undefined): boolean {
  return peer !== undefined && trusted.some((rule) => ipMatches(peer, rule));
}
