import { afterLoadWhenIdle, clickDebounce, onVisibleAgain, type IdleWindow } from './timers';

describe('shell timers (SPEC section 9)', () => {
  afterEach(() => jest.useRealTimers());

  it('a double tap within 250 ms runs the action once; a later tap runs it again', () => {
    let now = 1000;
    const action = jest.fn();
    const tap = clickDebounce(action, undefined, () => now);
    tap();
    now += 249;
    tap();
    expect(action).toHaveBeenCalledTimes(1);
    now += 1;
    tap();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('refreshes once, 300 ms after the page stays visible', () => {
    jest.useFakeTimers();
    let state: DocumentVisibilityState = 'hidden';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const refresh = jest.fn();
    const stop = onVisibleAgain(refresh);
    const flip = (to: DocumentVisibilityState) => {
      state = to;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    flip('visible');
    jest.advanceTimersByTime(200);
    flip('hidden');
    flip('visible');
    jest.advanceTimersByTime(299);
    expect(refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    flip('hidden');
    flip('visible');
    jest.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  describe('page-wide work after the first view', () => {
    function fakeWindow(readyState: DocumentReadyState, idle = true) {
      const listeners: Array<() => void> = [];
      const idleCallbacks: Array<() => void> = [];
      const win: IdleWindow = {
        document: { readyState },
        addEventListener: (_type, listener) => void listeners.push(listener),
        removeEventListener: (_type, listener) => void listeners.splice(listeners.indexOf(listener), 1),
        ...(idle ? { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback), cancelIdleCallback: jest.fn() } : {}),
      };
      return { win, load: () => listeners.splice(0).forEach((l) => l()), idle: () => idleCallbacks.splice(0).forEach((c) => c()) };
    }

    it('waits for the load event, then for idle time', () => {
      const page = fakeWindow('loading');
      const run = jest.fn();
      afterLoadWhenIdle(run, page.win);
      page.idle();
      expect(run).not.toHaveBeenCalled();
      page.load();
      expect(run).not.toHaveBeenCalled();
      page.idle();
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('on a page that has loaded already, waits for idle time only', () => {
      const page = fakeWindow('complete');
      const run = jest.fn();
      afterLoadWhenIdle(run, page.win);
      page.idle();
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('without requestIdleCallback (Safari), runs shortly after the load event', () => {
      jest.useFakeTimers();
      const page = fakeWindow('loading', false);
      const run = jest.fn();
      afterLoadWhenIdle(run, page.win);
      page.load();
      jest.advanceTimersByTime(199);
      expect(run).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('never runs once cancelled', () => {
      const page = fakeWindow('loading');
      const run = jest.fn();
      const cancel = afterLoadWhenIdle(run, page.win);
      page.load();
      cancel();
      page.idle();
      expect(run).not.toHaveBeenCalled();
    });
  });
});
