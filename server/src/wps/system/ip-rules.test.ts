import { ipMatches, isRestricted, normalizeIp } from './ip-rules';

describe('region restriction rules', () => {
  it('matches exact addresses and IPv4 CIDR blocks', () => {
    expect(ipMatches('203.0.113.9', '203.0.113.0/24')).toBe(true);
    expect(ipMatches('203.0.114.9', '203.0.113.0/24')).toBe(false);
    expect(ipMatches('10.1.2.3', '10.0.0.0/8')).toBe(true);
    expect(ipMatches('10.1.2.3', '10.1.2.3')).toBe(true);
    expect(ipMatches('2001:db8::1', '2001:DB8::1')).toBe(true);
    expect(ipMatches('1.2.3.4', '0.0.0.0/0')).toBe(true);
  });

  it('treats IPv4 mapped into IPv6 as the IPv4 address', () => {
    expect(normalizeIp('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(ipMatches('::ffff:198.51.100.7', '198.51.100.0/24')).toBe(true);
  });

  it('restricts by IP list or by the CDN country', () => {
    const rules = { blockedIps: ['198.51.100.0/24'], blockedCountries: ['US'] };
    expect(isRestricted('198.51.100.1', undefined, rules)).toBe(true);
    expect(isRestricted('127.0.0.1', 'us', rules)).toBe(true);
    expect(isRestricted('127.0.0.1', 'PH', rules)).toBe(false);
    expect(isRestricted('127.0.0.1', undefined, rules)).toBe(false);
  });
});
