import { chooseFastDomain, normaliseDomain } from './choose-fast-domain';

describe('choosing the fast domain', () => {
  const listed = ['main.example.com', 'fast.example.com', 'backup.example.com'];

  it('moves to the listed domain that answered clearly faster', () => {
    const timings = [
      { domain: 'main.example.com', ms: 900 },
      { domain: 'fast.example.com', ms: 120 },
      { domain: 'backup.example.com', ms: 400 },
    ];
    expect(chooseFastDomain('main.example.com', listed, timings)).toBe('fast.example.com');
  });

  it('stays when the gain is too small to pay for a page load', () => {
    expect(
      chooseFastDomain('main.example.com', listed, [
        { domain: 'main.example.com', ms: 200 },
        { domain: 'fast.example.com', ms: 120 },
      ]),
    ).toBeNull();
    // 150 ms faster but only 10% of a slow current round trip
    expect(
      chooseFastDomain('main.example.com', listed, [
        { domain: 'main.example.com', ms: 1600 },
        { domain: 'fast.example.com', ms: 1440 },
      ]),
    ).toBeNull();
  });

  it('never picks a domain outside the merchant list, whatever it measured', () => {
    const timings = [
      { domain: 'main.example.com', ms: 900 },
      { domain: 'evil.example.net', ms: 1 },
    ];
    expect(chooseFastDomain('main.example.com', listed, timings)).toBeNull();
  });

  it('leaves a current domain that did not answer for any that did', () => {
    expect(
      chooseFastDomain('main.example.com', listed, [
        { domain: 'main.example.com', ms: null },
        { domain: 'backup.example.com', ms: 3000 },
        { domain: 'fast.example.com', ms: null },
      ]),
    ).toBe('backup.example.com');
    expect(
      chooseFastDomain('main.example.com', listed, [
        { domain: 'main.example.com', ms: null },
        { domain: 'fast.example.com', ms: null },
      ]),
    ).toBeNull();
  });

  it('accepts only bare host names from the server list', () => {
    expect(normaliseDomain(' Fast.Example.COM ')).toBe('fast.example.com');
    for (const bad of [
      'https://fast.example.com',
      'fast.example.com/m',
      'user@fast.example.com',
      'fast.example.com:8443',
      'javascript:alert(1)',
      '',
      42,
      null,
    ]) {
      expect(normaliseDomain(bad)).toBeNull();
    }
  });
});
