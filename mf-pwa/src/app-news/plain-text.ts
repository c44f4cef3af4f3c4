/**
 * The operator's announcement HTML as plain text, by string work alone. Nothing is parsed into a
 * document (not even an inert one: Chromium checks an inert document's inline handlers against the
 * page's CSP and reports them), so nothing can load or run; React then renders the result as text,
 * so whatever survives here (`<`, a decoded `&lt;script&gt;`) is shown, never interpreted.
 */

/** Elements whose content is not text a player should read. */
const DROPPED = /<(script|style|template|iframe|object|noscript|svg|math|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements that start a new line: paragraphs, breaks, list items, headings, table rows. */
const BLOCK = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|header|footer|blockquote|pre|hr|dd|dt|dl)\b[^>]*>/gi;
/** A tag, comment, doctype or processing instruction: `>` inside quoted attribute values included. */
const TAG = /<!--[\s\S]*?(?:-->|$)|<[a-zA-Z/!?](?:"[^"]*"|'[^']*'|[^'">])*(?:>|$)/g;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  deg: '\u00b0',
  times: '\u00d7',
};

function codePoint(value: number, original: string): string {
  // Control characters and values outside Unicode stay as they were written.
  if (!Number.isInteger(value) || value <= 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff) || value < 0x20) return original;
  return String.fromCodePoint(value);
}

/** `&amp;`, `&#39;`, `&#x263A;` and the common named entities; unknown ones are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name[0] === '#')
      return name[1] === 'x' || name[1] === 'X'
        ? codePoint(parseInt(name.slice(2), 16), whole)
        : codePoint(parseInt(name.slice(1), 10), whole);
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text of `html`, one line per paragraph or list item, blank lines and runs of spaces
 * collapsed. Decoding comes last, so an escaped `&lt;b&gt;` ends up as the text `<b>`.
 */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(DROPPED, ' ').replace(BLOCK, '\n').replace(TAG, '');
  return decodeEntities(withBreaks)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

/** The text's lines, for one paragraph each. */
export function textLines(html: string): string[] {
  const text = htmlToText(html);
  return text ? text.split('\n') : [];
}
