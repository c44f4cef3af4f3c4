/**
 * React draws a preload link for some images ahead of a fragment it renders (`<link rel="preload"
 * as="image">`, React 19's resource hints). In a whole document React puts them in the head; in
 * a fragment they lead the HTML, where the hydrating browser does not expect them and reports a
 * mismatch. They are taken off each drawn fragment and sent before `#root` instead, where they
 * still start the image downloads early.
 */
const LEADING_LINK = /^<link\b[^>]*>/;

export function takeResourceHints(html: string): { hints: string[]; html: string } {
  const hints: string[] = [];
  let rest = html;
  for (let match = LEADING_LINK.exec(rest); match; match = LEADING_LINK.exec(rest)) {
    hints.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { hints, html: rest };
}
