import { afterLoadWhenIdle, type IdleWindow } from './idle';

afterEach(() => jest.useRealTimers());

describe('afterLoadWhenIdle: page-wide work after the first view', () => {
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
    afterLoadWhenIdle(run, { win: page.win });
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
    afterLoadWhenIdle(run, { win: page.win });
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), runs shortly after the load event', () => {
    jest.useFakeTimers();
    const page = fakeWindow('loading', false);
    const run = jest.fn();
    afterLoadWhenIdle(run, { win: page.win });
    page.load();
    jest.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const page = fakeWindow('loading');
    const run = jest.fn();
    const cancel = afterLoadWhenIdle(run, { win: page.win });
    page.load();
    cancel();
    page.idle();
    expect(run).not.toHaveBeenCalled();
  });
});
