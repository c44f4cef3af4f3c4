/**
 * For tests: the inside of `#root` as a browser has it once a streamed page has arrived and React's
 * inline scripts have run (each slot's hidden copy moved into its boundary), whatever the order
 * the slots came in. React's markers stay, as the browser keeps them for hydration; its scripts go.
 */
const HIDDEN = '<div hidden id="';
const END = '</div><script';

export function streamedHtml(pieces: readonly { html: string }[]): string {
  let [frame = '', ...rest] = pieces.map((piece) => piece.html);
  const later = rest.join('');
  for (let at = later.indexOf(HIDDEN); at >= 0; at = later.indexOf(HIDDEN, at + 1)) {
    const idEnd = later.indexOf('">', at);
    const segment = later.slice(at + HIDDEN.length, idEnd);
    const contentEnd = later.indexOf(END, idEnd);
    const content = later.slice(idEnd + 2, contentEnd);
    const call = new RegExp(`\\$RC\\("(B:\\d+)","${segment}"\\)`).exec(later.slice(contentEnd));
    if (!call) continue;
    const open = `<!--$?--><template id="${call[1]}"></template>`;
    const start = frame.indexOf(open);
    const close = frame.indexOf('<!--/$-->', start);
    if (start < 0 || close < 0) continue;
    frame = `${frame.slice(0, start)}<!--$-->${content}${frame.slice(close)}`;
  }
  // React's own scripts (its timing of reveals) are there only when something was streamed.
  return frame.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
