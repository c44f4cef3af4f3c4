import { safeNext } from './next-path';

describe('where the console returns after signing in', () => {
  it("returns to one of the console's own pages, with its merchant and choices", () => {
    expect(safeNext('/audit?merchant=lotus')).toBe('/audit?merchant=lotus');
    expect(safeNext('/experience')).toBe('/experience');
    expect(safeNext('/experience?merchant=demo&route=%2Fm%2Fhome&metric=cls&days=7')).toBe(
      '/experience?merchant=demo&route=%2Fm%2Fhome&metric=cls&days=7',
    );
  });

  it('never to an address a link supplied', () => {
    for (const hostile of [
      '//evil.example',
      'https://evil.example/releases',
      '/releases/../../m/home',
      '/audit?merchant=x&next=//evil',
      '/audit?actor=%3Cscript%3E',
      '/audit?merchant=a?b',
      null,
      '',
    ])
      expect(safeNext(hostile)).toBe('/releases');
  });
});
