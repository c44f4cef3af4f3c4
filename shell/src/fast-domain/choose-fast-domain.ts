/**
 * Which of the merchant's domains the player should use (SPEC 2: "index.html is used when
 * jumping to a fast domain"). Pure: the measurements come in, a decision comes out.
 *
 * - Only a domain from the merchant's own list (domainRoute) is ever a target.
 * - A jump costs a full page load, so a candidate must beat the current domain clearly: by
 *   `minGainMs` and by `minGainRatio`. When the current domain did not answer the ping at all,
 *   any candidate that did answer wins.
 */
export interface DomainTiming {
  domain: string;
  /** Round trip of the ping in ms; null when it failed or timed out. */
  ms: number | null;
}

export interface FastDomainPolicy {
  minGainMs: number;
  minGainRatio: number;
}

export const DEFAULT_FAST_DOMAIN_POLICY: FastDomainPolicy = { minGainMs: 150, minGainRatio: 0.3 };

const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A bare host name (no scheme, port, path or credentials), lower case; null otherwise. */
export function normaliseDomain(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const host = value.trim().toLowerCase();
  return HOST.test(host) ? host : null;
}

export function chooseFastDomain(
  current: string,
  listed: readonly string[],
  timings: readonly DomainTiming[],
  policy: FastDomainPolicy = DEFAULT_FAST_DOMAIN_POLICY,
): string | null {
  const here = current.toLowerCase();
  const allowed = new Set(listed.map(normaliseDomain).filter((domain): domain is string => domain !== null));
  const currentMs = timings.find((timing) => timing.domain === here)?.ms ?? null;
  let best: DomainTiming | null = null;
  for (const timing of timings) {
    if (timing.domain === here || !allowed.has(timing.domain) || timing.ms === null) continue;
    if (!best || timing.ms < (best.ms as number)) best = timing;
  }
  if (!best || best.ms === null) return null;
  if (currentMs === null) return best.domain;
  const gain = currentMs - best.ms;
  return gain >= policy.minGainMs && gain >= currentMs * policy.minGainRatio ? best.domain : null;
}
