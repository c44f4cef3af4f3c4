/**
 * Which colour pairs of a theme are read as text, and whether each reaches WCAG AA (4.5:1).
 * Checked when a merchant's files are loaded: a theme that players could not read is refused
 * with the merchant, the field and both colours named.
 */
import { AA_TEXT, contrastRatio, formatRatio } from './contrast';
import type { Theme } from './theme-schema';

type ColourKey = 'brand' | 'brandInk' | 'ink' | 'muted' | 'bg' | 'card';

/** Where the shell and remotes draw `text` on `background` (see shell/src/index.html). */
export const TEXT_PAIRS: { text: ColourKey; background: ColourKey; where: string }[] = [
  { text: 'brandInk', background: 'brand', where: 'header and primary buttons' },
  { text: 'ink', background: 'bg', where: 'page text' },
  { text: 'ink', background: 'card', where: 'card and dialog text' },
  { text: 'muted', background: 'bg', where: 'secondary text' },
  { text: 'muted', background: 'card', where: 'secondary text on cards' },
  { text: 'brand', background: 'card', where: 'links and the active tab' },
  { text: 'brand', background: 'bg', where: 'links on the page' },
];

/** The field each colour comes from in merchant.json. */
const FIELD: Record<ColourKey, string> = {
  brand: 'brandColor',
  brandInk: 'theme.brandInk',
  ink: 'theme.ink',
  muted: 'theme.muted',
  bg: 'theme.bg',
  card: 'theme.card',
};

export interface ReadabilityProblem {
  /** The field to change, e.g. `theme.brandInk`. */
  field: string;
  message: string;
}

export function readabilityProblems(merchantCode: string, theme: Theme): ReadabilityProblem[] {
  const problems: ReadabilityProblem[] = [];
  for (const pair of TEXT_PAIRS) {
    const ratio = contrastRatio(theme[pair.text], theme[pair.background]);
    if (ratio >= AA_TEXT) continue;
    // Name the field the operator set, when only one of the two colours is the merchant's own.
    const field = pair.text === 'brand' || pair.background === 'brand' ? FIELD.brand : FIELD[pair.text];
    problems.push({
      field,
      message:
        `merchant ${merchantCode}: ${FIELD[pair.text]} ${theme[pair.text]} on ${FIELD[pair.background]} ${theme[pair.background]} ` +
        `(${pair.where}) has a contrast of ${formatRatio(ratio)}, WCAG AA needs 4.5:1`,
    });
  }
  return problems;
}
