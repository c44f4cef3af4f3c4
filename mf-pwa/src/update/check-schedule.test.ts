import { scheduleChecks } from './check-schedule';

function fakeDocument() {
  const target = new EventTarget();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show() {
      doc.visibilityState = 'visible';
      target.dispatchEvent(new Event('visibilitychange'));
    },
    hide() {
      doc.visibilityState = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return doc;
}

describe('when the update check runs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('first after 1500 ms, then every hour', () => {
    const run = jest.fn();
    const stop = scheduleChecks(run, { doc: fakeDocument() });
    jest.advanceTimersByTime(1499);
    expect(run).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(3_600_000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    jest.advanceTimersByTime(10 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('once when the page becomes visible again, 300 ms after the last switch', () => {
    const run = jest.fn();
    const doc = fakeDocument();
    scheduleChecks(run, { doc, firstMs: 10_000_000 });
    doc.hide();
    doc.show();
    jest.advanceTimersByTime(200);
    doc.hide();
    doc.show();
    jest.advanceTimersByTime(299);
    expect(run).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
