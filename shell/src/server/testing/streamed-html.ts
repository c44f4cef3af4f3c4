/**
 * For tests: the inside of `#root` as a browser has it once a page streamed by slot has arrived and
 * each piece's script has run (slot-piece.tsx: the piece's area in place of its still-loading
 * placeholder, the piece and its script gone), whatever order the slots came in.
 */
const PIECE = /<div hidden data-ssr-piece data-remote="([^"]*)" data-module="([^"]*)">([\s\S]*?)<\/div><script\b[^>]*>[^<]*<\/script>/g;

export function streamedHtml(pieces: readonly { html: string }[]): string {
  let [frame = '', ...rest] = pieces.map((piece) => piece.html);
  for (const [, remote = '', module = '', area = ''] of rest.join('').matchAll(PIECE)) {
    const at = frame.indexOf(`data-remote="${remote}" data-module="${module}" data-status="loading"`);
    if (at < 0) continue;
    const start = frame.lastIndexOf('<div', at);
    const end = frame.indexOf('</div>', at) + '</div>'.length;
    frame = `${frame.slice(0, start)}${area}${frame.slice(end)}`;
  }
  return frame;
}
