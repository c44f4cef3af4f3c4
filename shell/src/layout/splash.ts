/** The splash overlay is static HTML (first paint without JavaScript); start-up removes it. */
export function hideSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.setAttribute('data-state', 'hidden');
  // Removed after its fade, so it never catches taps.
  setTimeout(() => splash.remove(), 300);
}
