/**
 * `main.js` runs after the first paint is reported (issue 40). A `defer` script runs as soon as
 * the document is parsed, and on a server-drawn page that is often before the browser has painted
 * it: main.js (the webpack and federation runtimes) and the start-up it begins then ran before
 * the first paint, which waited for them (Lighthouse counted the same build's login at 0.7 s or
 * 2.9 s first paint, depending on which came first). The page preloads main.js instead (the
 * download starts as early as before) and this inline script adds it once the page is parsed and
 * a paint has been reported, so the first paint never waits for start-up script.
 *
 * This runs before any bundle, as an inline script of index.html: the shell's build writes this
 * function's source into the page (shared/build/entry-after-paint-plugin.ts), so it uses nothing
 * outside itself (no import, no helper) and no syntax newer than the oldest browsers the shell
 * supports parse (no `?.`).
 */
/**
 * The longest the start-up waits for a paint report (a browser that never reports one): the page
 * is usable later than it could be, never not at all.
 */
export const MAIN_START_CAP_MS = 3000;

export function startMainAfterFirstPaint(doc: Document, src: string, capMs: number): void {
  const win = doc.defaultView;
  // Methods, not `const f = () => ...`: the build's transpiler wraps named arrows in a helper
  // (`__name`) that does not exist in the page.
  const run = {
    started: false,
    painted: false,
    start(this: void) {
      // Parsed, as `defer` guaranteed: the bootstrap reads the server's render and hand-over.
      if (run.started || !run.painted || doc.readyState === 'loading') return;
      run.started = true;
      const script = doc.createElement('script');
      script.src = src;
      (doc.head || doc.documentElement).appendChild(script);
    },
    paint(this: void) {
      run.painted = true;
      run.start();
    },
    afterFrame(this: void) {
      // No Paint Timing: a frame's callback runs before its paint, the task it queues after.
      if (win) win.requestAnimationFrame(() => win.setTimeout(run.paint, 0));
    },
  };
  doc.addEventListener('DOMContentLoaded', run.start);
  // A page opened in a background tab paints nothing until shown: nothing to wait for.
  if (doc.visibilityState === 'hidden' || !win) return run.paint();
  // Whatever happens to the paint report, the start-up is never held longer than `capMs`.
  win.setTimeout(run.paint, capMs);
  const Observer = win.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    // Paint Timing: 'first-paint' or 'first-contentful-paint', whichever is reported first
    // (a page showing only the splash has a first paint but no contentful one).
    const observer = new Observer((list) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      run.paint();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run.afterFrame);
  else run.afterFrame();
}
