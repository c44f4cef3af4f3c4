import { startMainAfterFirstPaint } from './main-after-paint';

const SRC = '/m/assets/main.0a1b2c3d.js';
const CAP_MS = 3000;

type PaintCallback = (list: { getEntries(): unknown[] }) => void;

/** A page as the inline script meets it in the head: still parsing, with or without Paint Timing. */
function page({ paintTiming = true, hidden = false } = {}) {
  const head = document.createElement('head');
  const parsedListeners: Array<() => void> = [];
  const frames: Array<() => void> = [];
  let report: PaintCallback | null = null;
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    constructor(callback: PaintCallback) {
      report = callback;
    }
    observe() {}
    disconnect() {
      report = null;
    }
  }
  const win = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    PerformanceObserver: paintTiming ? Observer : undefined,
  };
  const doc = {
    readyState: 'loading' as DocumentReadyState,
    visibilityState: hidden ? 'hidden' : 'visible',
    defaultView: win,
    head,
    documentElement: head,
    createElement: (name: string) => document.createElement(name),
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'DOMContentLoaded') parsedListeners.push(fn);
    },
  };
  return {
    doc: doc as unknown as Document,
    /** The script elements main.js was added with. */
    added: () => [...head.querySelectorAll('script')].map((s) => s.getAttribute('src')),
    parsed: () => {
      doc.readyState = 'interactive';
      for (const fn of parsedListeners) fn();
    },
    paintReported: () => report?.({ getEntries: () => [{ name: 'first-paint' }] }),
    frame: () => frames.splice(0).forEach((fn) => fn()),
  };
}

describe('main.js after the first paint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the paint report and the parsed page, then adds main.js once', () => {
    const p = page();
    startMainAfterFirstPaint(p.doc, SRC, CAP_MS);
    p.parsed();
    expect(p.added()).toEqual([]);
    p.paintReported();
    expect(p.added()).toEqual([SRC]);
    jest.advanceTimersByTime(CAP_MS);
    expect(p.added()).toEqual([SRC]);
  });

  it('never runs main.js on a half-parsed page, even once it has painted', () => {
    const p = page();
    startMainAfterFirstPaint(p.doc, SRC, CAP_MS);
    p.paintReported();
    expect(p.added()).toEqual([]);
    p.parsed();
    expect(p.added()).toEqual([SRC]);
  });

  it('starts at once in a background tab, which paints nothing until shown', () => {
    const p = page({ hidden: true });
    startMainAfterFirstPaint(p.doc, SRC, CAP_MS);
    p.parsed();
    expect(p.added()).toEqual([SRC]);
  });

  it('waits for a frame where the browser has no Paint Timing', () => {
    const p = page({ paintTiming: false });
    startMainAfterFirstPaint(p.doc, SRC, CAP_MS);
    p.parsed();
    p.frame();
    expect(p.added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(p.added()).toEqual([SRC]);
  });

  it('never holds the start-up longer than the cap when no paint is reported', () => {
    const p = page();
    startMainAfterFirstPaint(p.doc, SRC, CAP_MS);
    p.parsed();
    jest.advanceTimersByTime(CAP_MS - 1);
    expect(p.added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(p.added()).toEqual([SRC]);
  });

  it('is written into the page as source: it uses nothing outside itself', () => {
    const p = page();
    // oxlint-disable-next-line typescript/no-implied-eval
    const inline = new Function('document', `(${startMainAfterFirstPaint.toString()})(document, ${JSON.stringify(SRC)}, ${CAP_MS});`);
    inline(p.doc);
    p.parsed();
    p.paintReported();
    expect(p.added()).toEqual([SRC]);
  });
});
