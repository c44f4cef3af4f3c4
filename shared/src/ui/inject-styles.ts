/**
 * Adds a bundle's stylesheet once. Bundles ship their CSS as text in their own chunks, so a
 * remote's styles arrive with the remote and no CSS loader or extra request is needed.
 *
 * A server render (issue 23) collects the stylesheets its components ask for instead
 * (`collectStyles`), and the page carries them as `<style data-bundle>` (in the body, beside the
 * areas they style): a server-drawn area is styled from the first frame, and the browser does not
 * add them twice, wherever in the page they are (issue 40: looking in the head alone added every
 * remote's stylesheet a second time).
 */
const injected = new Set<string>();

type Sink = (id: string, css: string) => void;
let sink: Sink | null = null;

/** Runs a synchronous draw and records every stylesheet it asks for into `into` (id → CSS). */
export function collectStyles<T>(into: Map<string, string>, draw: () => T): T {
  const previous = sink;
  sink = (id, css) => void into.set(id, css);
  try {
    return draw();
  } finally {
    sink = previous;
  }
}

function alreadyInPage(id: string): boolean {
  for (const style of document.querySelectorAll('style[data-bundle]')) {
    if ((style as HTMLElement).dataset.bundle === id) return true;
  }
  return false;
}

export function injectStyles(id: string, css: string): void {
  if (sink) {
    sink(id, css);
    return;
  }
  if (typeof document === 'undefined' || injected.has(id)) return;
  injected.add(id);
  // The server put it in the page already.
  if (alreadyInPage(id)) return;
  const style = document.createElement('style');
  style.dataset.bundle = id;
  style.textContent = css;
  document.head.appendChild(style);
}
