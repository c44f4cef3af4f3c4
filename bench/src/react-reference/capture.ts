/**
 * What the plain React reference is made from, taken in the same page load as the floor: the
 * rendered `#root` as a tree (dom-tree.ts), and the page around it with a marker where `#root`'s
 * content goes. Runs in the browser as text (no bundler helper can leak into it).
 */
import type { DomNode } from './dom-tree';

/** Where React's render goes in the captured page. */
export const ROOT_MARKER = '<!--bench-react-root-->';
/** Right after `#root`: where the tree goes as JSON. */
export const DATA_MARKER = '<!--bench-react-data-->';

export interface ReferenceCapture {
  tree: DomNode[];
  /** The whole page, `#root` emptied but for ROOT_MARKER, DATA_MARKER after it; scripts still in (floor.ts strips them). */
  frame: string;
}

/** A browser expression giving a ReferenceCapture of the current page, or null when it has no `#root`. */
export const CAPTURE_EXPRESSION = `(() => {
  const root = document.getElementById('root');
  if (!root) return null;
  const raw = new Set(['style', 'noscript']);
  const walk = (node) => {
    if (node.nodeType === 3) return node.data;
    if (node.nodeType !== 1) return null;
    const tag = node.localName;
    if (tag === 'script' || tag === 'template') return null;
    const attributes = {};
    for (const a of node.attributes) attributes[a.name] = a.value;
    const children = raw.has(tag) ? [node.innerHTML] : [...node.childNodes].map(walk).filter((c) => c !== null);
    return [tag, attributes, children];
  };
  const tree = [...root.childNodes].map(walk).filter((c) => c !== null);
  const copy = document.documentElement.cloneNode(true);
  const rootCopy = copy.querySelector('#root');
  rootCopy.replaceChildren(document.createComment('bench-react-root'));
  rootCopy.after(document.createComment('bench-react-data'));
  const doctype = document.doctype ? '<!DOCTYPE ' + document.doctype.name + '>' : '';
  return { tree, frame: doctype + copy.outerHTML };
})()`;
