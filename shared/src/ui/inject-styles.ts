/**
 * Adds a bundle's stylesheet once. Bundles ship their CSS as text in their own chunks, so a
 * remote's styles arrive with the remote and no CSS loader or extra request is needed.
 */
const injected = new Set<string>();

export function injectStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || injected.has(id)) return;
  injected.add(id);
  const style = document.createElement('style');
  style.dataset.bundle = id;
  style.textContent = css;
  document.head.appendChild(style);
}
