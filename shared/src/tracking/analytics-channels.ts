/**
 * Which analytics channels serve the player's domain (SPEC section 3 "Analytics config": a list
 * of domains, each with its ids, plus merchant-wide pixel ids). Pure: the shell's tracker and the
 * registration's pixelTrack both read the answer.
 *
 * The domain entry is the one for the tracking domain (the domain an attributed visit landed on,
 * tracking-domain-cookie.ts), else for the page's host (the entry's domain or a subdomain of
 * it), else the one whose affiliateCode is the visit's. Merchant-wide ids fill the channels the
 * entry leaves out: a merchant-wide pixel counts on every domain.
 */
import type { AnalyticsDomain, SystemStatus } from '../config/system-config';

export const CHANNEL_IDS = ['gtmId', 'gtagId', 'fbPixelId', 'tiktokPixelId', 'appsflyerId', 'adjustId'] as const;
export type ChannelIdName = (typeof CHANNEL_IDS)[number];
export type ChannelIds = Partial<Record<ChannelIdName, string>>;

export interface ChannelContext {
  hostname: string;
  trackingDomain: string | null;
  affiliateCode: string | null;
}

function matches(entry: AnalyticsDomain, host: string): boolean {
  const domain = entry.domain.toLowerCase().replace(/^\*\./, '');
  const name = host.toLowerCase();
  return name === domain || name.endsWith(`.${domain}`);
}

export function domainEntry(analytics: SystemStatus['analytics'] | undefined, context: ChannelContext): AnalyticsDomain | null {
  const domains = analytics?.domains ?? [];
  for (const host of [context.trackingDomain, context.hostname]) {
    if (!host) continue;
    const exact = domains.find((entry) => entry.domain.toLowerCase() === host.toLowerCase());
    const found = exact ?? domains.find((entry) => matches(entry, host));
    if (found) return found;
  }
  if (context.affiliateCode) return domains.find((entry) => entry.affiliateCode === context.affiliateCode) ?? null;
  return null;
}

/** The ids of every channel configured for this visit; a channel absent here loads nothing. */
export function channelIdsFor(analytics: SystemStatus['analytics'] | undefined, context: ChannelContext): ChannelIds {
  if (!analytics) return {};
  const entry = domainEntry(analytics, context);
  const ids: ChannelIds = {};
  for (const name of CHANNEL_IDS) {
    const value = entry?.[name] ?? (analytics as Partial<Record<ChannelIdName, string>>)[name];
    if (typeof value === 'string' && value.trim() !== '') ids[name] = value.trim();
  }
  return ids;
}
