/**
 * The game bar's Back for a launch a tap pushed (launch-origin.ts): one step back in the history,
 * to the view the game was tapped in. A game's frame shares the site's history, so a vendor page
 * that adds an entry per round (the built-in ones replace theirs, issue 37) would make that step
 * land on its previous round instead. Each step the frame takes back (its `load`) is stepped over
 * until the page itself leaves the launch (`popstate` on this window): Back leaves in one tap.
 */

/** More rounds than a player plays between two looks at the bar; a frame that keeps loading stops here. */
const MAX_STEPS = 100;

export interface StepOutDeps {
  history: Pick<History, 'back'>;
  /** The site's window: its `popstate` says the page left the launch. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Steps back out of the game; answers a stop (nothing more is stepped after it). */
export function stepOutOfGame(
  frame: HTMLIFrameElement | null,
  deps: StepOutDeps = { history: window.history, events: window },
): () => void {
  let steps = 0;
  const stop = () => {
    deps.events.removeEventListener('popstate', stop);
    frame?.removeEventListener('load', stepAgain);
  };
  function stepAgain(): void {
    steps += 1;
    if (steps > MAX_STEPS) return stop();
    deps.history.back();
  }
  deps.events.addEventListener('popstate', stop);
  frame?.addEventListener('load', stepAgain);
  deps.history.back();
  return stop;
}
