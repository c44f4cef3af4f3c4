import { channelIdsFor } from './analytics-channels';
import type { AnalyticsConfig } from '../config/system-config';

const analytics: AnalyticsConfig = {
  domains: [
    { domain: 'demo.example', affiliateCode: 'aff1', gtmId: 'GTM-A', fbPixelId: '111' },
    { domain: 'promo.example', affiliateCode: 'aff2', tiktokPixelId: 'TT2', adjustId: 'adj2' },
  ],
  fbPixelId: '999',
  gtagId: 'G-ALL',
};
const visit = (hostname: string, trackingDomain: string | null = null, affiliateCode: string | null = null) => ({
  hostname,
  trackingDomain,
  affiliateCode,
});

describe('channels configured for the player domain (SPEC 3 analytics config)', () => {
  it('takes the entry of the page host, merchant-wide ids filling the channels it leaves out', () => {
    expect(channelIdsFor(analytics, visit('demo.example'))).toEqual({ gtmId: 'GTM-A', fbPixelId: '111', gtagId: 'G-ALL' });
  });

  it('matches a subdomain of an entry', () => {
    expect(channelIdsFor(analytics, visit('m.promo.example'))).toEqual({
      tiktokPixelId: 'TT2',
      adjustId: 'adj2',
      fbPixelId: '999',
      gtagId: 'G-ALL',
    });
  });

  it('prefers the domain an attributed visit landed on', () => {
    expect(channelIdsFor(analytics, visit('demo.example', 'promo.example')).tiktokPixelId).toBe('TT2');
  });

  it('falls back to the entry of the visit affiliate code, then to merchant-wide ids only', () => {
    expect(channelIdsFor(analytics, visit('fast.example', null, 'aff2')).adjustId).toBe('adj2');
    expect(channelIdsFor(analytics, visit('fast.example'))).toEqual({ fbPixelId: '999', gtagId: 'G-ALL' });
  });

  it('configures nothing without an analytics config, and ignores blank ids', () => {
    expect(channelIdsFor(undefined, visit('demo.example'))).toEqual({});
    expect(channelIdsFor({ domains: [{ domain: 'demo.example', gtmId: '  ' }] }, visit('demo.example'))).toEqual({});
  });
});
