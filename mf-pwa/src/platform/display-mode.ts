/**
 * Whether the site runs as an installed home-screen app: the manifest's `standalone` display
 * mode (Android, desktop) or Safari's own flag for a home-screen app (`navigator.standalone`).
 */
export interface DisplayModeWindow {
  matchMedia?: (query: string) => { matches: boolean };
  navigator: { standalone?: boolean };
}

export function isStandalone(win: DisplayModeWindow): boolean {
  if (win.navigator.standalone === true) return true;
  const query = win.matchMedia?.bind(win);
  if (!query) return false;
  try {
    return ['(display-mode: standalone)', '(display-mode: fullscreen)', '(display-mode: minimal-ui)'].some((q) => query(q).matches);
  } catch {
    return false; // a broken matchMedia (old web views) means a plain browser tab
  }
}
