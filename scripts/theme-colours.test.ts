/**
 * Remotes take every colour from the shell's CSS custom properties (var(--brand), var(--ink)…),
 * which carry the merchant's theme: a colour written into a remote's source shows the same on
 * every merchant. Neutral greys (black, white, shadows) are allowed; anything else fails here
 * unless ALLOWED names it with a reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../shared/src/contract/remote-names';

const ROOT = path.resolve(__dirname, '..');
const SCANNED = [...REMOTE_NAMES.map((remote) => `${remote}/src`), 'shared/src/ui'];

/** Colours that are the same for every merchant on purpose: `file: colours`. */
const ALLOWED: Record<string, string[]> = {
  // Rating stars are gold on every merchant's download bar, as in the app stores.
  'mf-pwa/src/ui/pwa-styles.ts': ['#f5a623'],
  // A favourite's star is gold everywhere, like the rating stars.
  'mf-games/src/ui/games-styles.ts': ['#ffd23f'],
  // Form errors are the same red on every merchant (AA on white), never the brand colour.
  'mf-member/src/ui/member-styles.ts': ['#b00020'],
  // Money's states read the same on every merchant (AA on white): credited green, pending amber,
  // refused or cancelled the form errors' red; a brand colour could be any of them.
  'mf-member/src/ui/cashier-styles.ts': ['#1b6e3a', '#8a5a00', '#b00020'],
  // The profile icons are a fixed palette of hues the member picks from, not the merchant's look.
  'mf-member/src/account/profile-icon.tsx': ['hsl(${hue} 60% 45%)', 'hsl(${hue} 70% 92%)', 'hsl(0 0% 20%)'],
};

const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\([^)]*\)/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Channels of #rgb, #rrggbb(aa), rgb()/rgba(); null for what it cannot read (hsl). */
function channels(literal: string): number[] | null {
  if (literal.startsWith('#')) {
    const hex = literal.slice(1);
    if (![3, 4, 6, 8].includes(hex.length)) return null;
    const size = hex.length <= 4 ? 1 : 2;
    return [0, 1, 2].map((i) => parseInt(hex.slice(i * size, i * size + size).repeat(3 - size), 16));
  }
  if (literal.startsWith('rgb'))
    return literal
      .replace(/^[^(]*\(|\)$/g, '')
      .split(/[\s,/]+/)
      .slice(0, 3)
      .map(Number);
  return null;
}

/** Grey, black or white: the same channel value give or take a few (#6b6b70 counts). */
export function isNeutral(literal: string): boolean {
  const rgb = channels(literal);
  if (!rgb || rgb.some((c) => Number.isNaN(c))) return false;
  return Math.max(...rgb) - Math.min(...rgb) <= 8;
}

export function hardCodedColours(code: string, allowed: string[] = []): string[] {
  // `#` followed by hex digits inside an id selector or URL fragment is rare in remotes' styles;
  // a word boundary before it (e.g. `a#b`) is not a colour.
  return [...code.matchAll(COLOUR)].map((m) => m[0]).filter((literal) => !isNeutral(literal) && !allowed.includes(literal.toLowerCase()));
}

describe('remotes take their colours from the theme', () => {
  it('reads neutral and brand colours apart', () => {
    expect(['#fff', '#000000', 'rgba(0,0,0,.45)', '#6b6b70', 'rgb(255 255 255 / 50%)'].filter((c) => !isNeutral(c))).toEqual([]);
    expect(hardCodedColours('color:var(--brand,#c8102e);background:#1e6fd9;border:1px solid rgba(200,16,46,.5)')).toEqual([
      '#c8102e',
      '#1e6fd9',
      'rgba(200,16,46,.5)',
    ]);
    expect(hardCodedColours('color:hsl(340 80% 40%)')).toEqual(['hsl(340 80% 40%)']);
  });

  it.each(SCANNED)('%s writes no colour that should be a custom property', (dir) => {
    const found = sourceFiles(path.join(ROOT, dir)).flatMap((file) => {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      return hardCodedColours(fs.readFileSync(file, 'utf8'), ALLOWED[relative] ?? []).map(
        (colour) => `${relative}: ${colour} (use var(--brand), var(--ink), var(--muted)… instead)`,
      );
    });
    expect(found).toEqual([]);
  });
});
