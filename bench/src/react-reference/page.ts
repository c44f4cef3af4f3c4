/**
 * The plain React reference's page: the captured page (capture.ts) with its scripts removed as
 * the floor's are, React's server render of the tree in `#root`, the tree as JSON after it, and
 * the one bundle as a deferred script in the head, as a React server-rendered page is served.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO } from '../servers';
import { stripScripts } from '../floor';
import { scriptJson } from '../../../server/src/ssr/server-rendered-html';
import { DATA_MARKER, ROOT_MARKER, type ReferenceCapture } from './capture';
import { toElement } from './dom-tree';

/** The product's React (bench has none of its own): the server render uses the version the bundle hydrates with. */
const fromShell = createRequire(path.join(REPO, 'shell/package.json'));

export function referencePage(capture: ReferenceCapture, bundlePath: string): string {
  // React's production server render, as a production server runs it (the bench itself sets no NODE_ENV).
  process.env.NODE_ENV ??= 'production';
  const React = fromShell('react') as typeof import('react');
  const { renderToString } = fromShell('react-dom/server') as typeof import('react-dom/server');
  const create = React.createElement as unknown as (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  const html = renderToString(
    React.createElement(React.Fragment, null, ...(capture.tree.map((n) => toElement(n, create)) as React.ReactNode[])),
  );
  const frame = stripScripts(capture.frame);
  if (!frame.includes(ROOT_MARKER) || !frame.includes(DATA_MARKER))
    throw new Error('react reference: the captured page lost its #root markers');
  const script = `<script defer src="${bundlePath}"></script>`;
  return frame
    .replace(/<\/head>/i, `${script}</head>`)
    .replace(ROOT_MARKER, () => html)
    .replace(DATA_MARKER, () => `<script type="application/json" id="bench-react-tree">${scriptJson(capture.tree)}</script>`);
}
