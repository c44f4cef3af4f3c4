/**
 * The plain React reference's one bundle: React 19 hydrates the server's render of the page's
 * tree (dom-tree.ts) in `#root`, as a page built with React alone would. The tree comes as JSON
 * in the page. A hydration that does not match is recorded on the page for the bench to report.
 */
import { createElement, Fragment, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { toElement, type DomNode } from './dom-tree';

declare global {
  interface Window {
    /** What the bench reads back: hydration committed, and any error React recovered from. */
    __benchReact?: { hydrated: boolean; errors: string[] };
  }
}

const state = { hydrated: false, errors: [] as string[] };
window.__benchReact = state;

/** Draws nothing of its own (the HTML is the server's as is); notes when the hydration has committed. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => void (state.hydrated = true), []);
  return children;
}

const data = document.getElementById('bench-react-tree');
const root = document.getElementById('root');
if (data && root) {
  const tree = JSON.parse(data.textContent ?? '[]') as DomNode[];
  const create = createElement as unknown as (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  const page = createElement(Fragment, null, ...(tree.map((node) => toElement(node, create)) as ReactNode[]));
  hydrateRoot(root, <Hydrated>{page}</Hydrated>, {
    onRecoverableError: (error) => void state.errors.push(error instanceof Error ? error.message : String(error)),
  });
}
