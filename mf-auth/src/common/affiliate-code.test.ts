import { resolveAffiliateCode, resolveReferralCode, subdomainLabel } from './affiliate-code';

describe('affiliate code (SPEC 5)', () => {
  it('comes from the subdomain', () => {
    expect(resolveAffiliateCode({ hostname: 'aff7.operator.com', queryCode: null, storedCode: null })).toBe('aff7');
  });

  it('comes from the query, else from the saved registration info, when the host has no subdomain', () => {
    expect(resolveAffiliateCode({ hostname: 'operator.com', queryCode: 'q1', storedCode: 's1' })).toBe('q1');
    expect(resolveAffiliateCode({ hostname: 'operator.com', queryCode: null, storedCode: 's1' })).toBe('s1');
    expect(resolveAffiliateCode({ hostname: '127.0.0.1', queryCode: null, storedCode: null })).toBeNull();
  });

  it("replaces 'www' by the detected code", () => {
    expect(resolveAffiliateCode({ hostname: 'www.operator.com', queryCode: 'q1', storedCode: null })).toBe('q1');
    expect(resolveAffiliateCode({ hostname: 'www.operator.com', queryCode: null, storedCode: 's1' })).toBe('s1');
    expect(resolveAffiliateCode({ hostname: 'www.operator.com', queryCode: null, storedCode: null })).toBe('www');
  });

  it("maps 'preview' to 'www'", () => {
    expect(resolveAffiliateCode({ hostname: 'preview.operator.com', queryCode: null, storedCode: null })).toBe('www');
    expect(resolveAffiliateCode({ hostname: 'preview.operator.com', queryCode: 'q1', storedCode: null })).toBe('q1');
  });

  it('never takes an IP address or a tenant host as a subdomain', () => {
    expect(subdomainLabel('192.168.1.20')).toBeNull();
    expect(subdomainLabel('demo.localhost')).toBeNull();
    expect(subdomainLabel('[::1]')).toBeNull();
  });
});

describe('referral code (SPEC 2, 3)', () => {
  it('comes from the query (referralCode or r), else from the saved registration info', () => {
    expect(resolveReferralCode('R1', 'R0')).toBe('R1');
    expect(resolveReferralCode(null, 'R0')).toBe('R0');
    expect(resolveReferralCode(null, null)).toBeNull();
  });
});
