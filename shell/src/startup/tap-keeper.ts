/**
 * Taps before hydration (issue 40). A server-drawn area is on screen seconds before its remote's
 * code has run on a cheap phone (3.3-3.8 s here, 5-15 s on a slowed phone), and a tap on one of
 * its buttons (a game tile, "Free trial", the banner's dots, the popup's close and the tap outside it)
 * used to do nothing. Links work by
 * themselves (the server draws the page they lead to); a button's tap is kept instead, and
 * played again once its area's parcel has taken the server HTML over (`data-mounted` on the
 * area, shell/src/federation/remote-slot.tsx). Only the latest tap is kept, and only for
 * `keepMs`: a game must not start long after the player gave up waiting.
 *
 * This runs before any bundle, as an inline script of index.html: bundle.config.ts writes this
 * function's source into the page, so it uses nothing outside itself (no import, no helper).
 */
export function keepTapsUntilHydrated(doc: Document, keepMs: number): void {
  let kept: { control: HTMLElement; area: Element; at: number } | null = null;
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as HTMLElement | null;
      if (!target || typeof target.closest !== 'function') return;
      // A button, or an element that acts on a tap on itself only (a popup's backdrop: `data-keep-tap`).
      const control = target.hasAttribute('data-keep-tap') ? target : target.closest('button');
      // Areas the server drew carry the version that drew them; `data-mounted` once their code runs.
      const area = control ? control.closest('.remote-slot[data-remote-version]') : null;
      if (!control || !area || area.hasAttribute('data-mounted')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      kept = { control, area, at: Date.now() };
    },
    true,
  );
  new MutationObserver(() => {
    if (!kept || !kept.area.hasAttribute('data-mounted')) return;
    const { control, at } = kept;
    kept = null;
    // An area drawn anew in the browser (another version) has new buttons: that tap is gone.
    if (control.isConnected && Date.now() - at <= keepMs) control.click();
  }).observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-mounted'] });
}
