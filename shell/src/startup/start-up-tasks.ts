/**
 * The shell's start-up in tasks that yield (issue 40). Webpack evaluates a chunk's whole module
 * graph at once: react-dom, @m/shared (axios, rxjs, i18next) and the shell ran as one task of
 * about 650 ms on a slow phone, during which nothing could answer a tap, and on a server-drawn
 * page it could run before the page's first paint (Lighthouse then counted it into the first
 * paint: the same build gave 0.7 s or 2.9 s). So the start-up waits until the page has painted,
 * then evaluates its pieces one task each. Imported by the entry itself: nothing shared here.
 */

/** The longest wait for a frame (a page opened in a background tab paints no frame until shown). */
export const FIRST_PAINT_WAIT_MS = 100;

/** Resolves in a new task (the browser may paint and answer input in between). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the page's next frame has been painted, or after FIRST_PAINT_WAIT_MS. */
export function afterFirstPaint(win: Pick<Window, 'requestAnimationFrame'> | undefined = globalThis.window): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    if (!win?.requestAnimationFrame) return;
    // A frame's callback runs before its paint; the task queued from it runs after.
    win.requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** Runs each step in its own task, after the first paint: a long start-up becomes several short ones. */
export async function startInTasks(
  steps: readonly (() => Promise<unknown>)[],
  firstPaint: () => Promise<void> = afterFirstPaint,
): Promise<void> {
  await firstPaint();
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}
