import { contrastRatio, formatRatio, parseHex, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it('gives the extremes of the scale', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777777')).toBe(1);
  });

  it('matches published ratios', () => {
    // WebAIM's checker: #767676 on white is the lightest grey passing AA (4.54:1).
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('reads three- and six-digit colours and refuses anything else', () => {
    expect(parseHex('#1e6fd9')).toEqual([30, 111, 217]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(() => parseHex('red')).toThrow('"red" is not a colour');
    expect(relativeLuminance('#ffffff')).toBe(1);
  });
});
