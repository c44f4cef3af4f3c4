import { renderVendorMark, vendorMarkPath } from './vendor-mark';

describe('vendor marks', () => {
  it('draws the same mark for the same vendor and different ones for different vendors', () => {
    expect(renderVendorMark('PG')).toBe(renderVendorMark('PG'));
    const marks = new Set(['PG', 'PP', 'JILI', 'JDB', 'KM', 'V8', 'SPRIBE', 'FC', 'EVO', 'SEXY'].map(renderVendorMark));
    expect(marks.size).toBe(10);
  });

  it('is a small self-contained decorative SVG with no text to read out', () => {
    const svg = renderVendorMark('JILI');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* aria-hidden="true">/);
    expect(svg).not.toMatch(/<script|<text|<image|href=|url\((?!#)/);
    expect(svg.length).toBeLessThan(4_000);
    expect(vendorMarkPath('A B')).toBe('/wps/static/vendor-marks/A%20B.svg');
  });
});
