/**
 * WCAG 2.2 contrast between two sRGB colours (success criterion 1.4.3): relative luminance and
 * the (L1 + 0.05) / (L2 + 0.05) ratio. AA asks 4.5:1 for body text, 3:1 for large text.
 */
export const AA_TEXT = 4.5;

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** `#abc` or `#aabbcc` → [r, g, b] in 0..255; throws on anything else. */
export function parseHex(colour: string): [number, number, number] {
  const match = HEX.exec(colour);
  if (!match) throw new Error(`"${colour}" is not a colour like #1e6fd9`);
  const digits =
    match[1]!.length === 3
      ? Array.from(match[1]!)
          .map((d) => d + d)
          .join('')
      : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white), order irrelevant. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Rounded down to two decimals, so a ratio shown as 4.50 never hides a 4.499 failure. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
