import { safeNext } from './next-path';

describe('where the console returns after signing in', () => {
  it("returns to one of the console's own pages, with its merchant", () => {
    expect(safeNext('/audit?merchant=lotus')).toBe('/audit?merchant=lotus');
    expect(safeNext('/experience')).toBe('/experience');
  });

  it('never to an address a link supplied', () => {
    for (const hostile of [
      '//evil.example',
      'https://evil.example/releases',
      '/releases/../../m/home',
      '/audit?merchant=x&next=//evil',
      null,
      '',
    ])
      expect(safeNext(hostile)).toBe('/releases');
  });
});
