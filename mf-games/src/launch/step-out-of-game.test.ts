import { stepOutOfGame } from './step-out-of-game';

/**
 * The site's history as the browser keeps it when a game's frame adds one entry per round: the
 * entries above the launch belong to the frame (a step back there reloads the frame), the launch
 * and below belong to the page (a step back there is the page's popstate).
 */
function site(roundsAdded: number) {
  const frame = document.createElement('iframe');
  const events = new EventTarget();
  let position = roundsAdded; // 0 = the launch's own entry
  let pageSteps = 0;
  const history = {
    back: jest.fn(() => {
      // The browser answers a step asynchronously: the frame reloads, or the page pops.
      queueMicrotask(() => {
        if (position > 0) {
          position -= 1;
          frame.dispatchEvent(new Event('load'));
        } else {
          pageSteps += 1;
          events.dispatchEvent(new Event('popstate'));
        }
      });
    }),
  };
  const deps = {
    history,
    events: {
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
  };
  return { frame, deps, history, pageSteps: () => pageSteps };
}
const settle = async () => {
  for (let n = 0; n < 20; n += 1) await Promise.resolve();
};

describe("the game bar's Back (issue 37)", () => {
  it('leaves the game in one tap however many rounds its frame added to the history', async () => {
    const game = site(3);
    stepOutOfGame(game.frame, game.deps);
    await settle();
    expect(game.history.back).toHaveBeenCalledTimes(4);
    // Exactly one step of the page: back to the view the game was tapped in, not past it.
    expect(game.pageSteps()).toBe(1);
    // Later loads of a frame on its way out step nothing more.
    game.frame.dispatchEvent(new Event('load'));
    expect(game.history.back).toHaveBeenCalledTimes(4);
  });

  it('takes one step when the game added nothing (the built-in pages replace their entry)', async () => {
    const game = site(0);
    stepOutOfGame(game.frame, game.deps);
    await settle();
    expect(game.history.back).toHaveBeenCalledTimes(1);
    expect(game.pageSteps()).toBe(1);
  });

  it('gives up on a frame that never stops loading, and works without a frame', async () => {
    const game = site(10_000);
    stepOutOfGame(game.frame, game.deps);
    for (let n = 0; n < 500; n += 1) await Promise.resolve();
    expect(game.history.back.mock.calls.length).toBeLessThanOrEqual(101);
    const bare = site(0);
    stepOutOfGame(null, bare.deps);
    await settle();
    expect(bare.pageSteps()).toBe(1);
  });
});
