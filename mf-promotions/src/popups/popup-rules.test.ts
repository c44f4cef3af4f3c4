import { POPUP_BANNER_WAIT_MS } from '@m/shared';
import { decidePopups, everyPopupShown, markShown, popupsToShow, withinWait } from './popup-rules';

function memoryFlags() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

const banners = [{ id: 2, popupKey: 'm_popup2' }, { id: 1, popupKey: 'm_popup1' }, { id: 3 }, { id: 4, popupKey: 'm_popup1' }];

describe('popups', () => {
  it('shows m_popup1 then m_popup2, one banner each', () => {
    expect(popupsToShow(banners, memoryFlags()).map((b) => b.id)).toEqual([1, 2]);
  });

  it('knows when a session has seen every popup, and only then', () => {
    const flags = memoryFlags();
    expect(everyPopupShown(flags)).toBe(false);
    markShown(popupsToShow(banners, flags).slice(0, 1), flags);
    expect(everyPopupShown(flags)).toBe(false);
    markShown(popupsToShow(banners, flags), flags);
    expect(everyPopupShown(flags)).toBe(true);
    expect(everyPopupShown(null)).toBe(false);
  });

  it('shows each popup once per session', () => {
    const flags = memoryFlags();
    markShown(popupsToShow(banners, flags), flags);
    expect(popupsToShow(banners, flags)).toEqual([]);
    const half = memoryFlags();
    half.setItem('m_popup1', 'shown');
    expect(popupsToShow(banners, half).map((b) => b.id)).toEqual([2]);
  });

  it('still shows them when storage is refused (nothing can be remembered)', () => {
    expect(popupsToShow(banners, null)).toHaveLength(2);
  });

  it('waits 20 s for the popup banners, then gives up', async () => {
    jest.useFakeTimers();
    try {
      let aborted = false;
      const late = withinWait(
        (signal) =>
          new Promise<string>((resolve) => {
            signal.addEventListener('abort', () => {
              aborted = true;
            });
            setTimeout(() => resolve('late'), POPUP_BANNER_WAIT_MS + 1000);
          }),
      );
      jest.advanceTimersByTime(POPUP_BANNER_WAIT_MS);
      await expect(late).resolves.toEqual({ kind: 'timed-out' });
      expect(aborted).toBe(true);
      const soon = withinWait(() => new Promise<string>((resolve) => setTimeout(() => resolve('soon'), POPUP_BANNER_WAIT_MS - 1)));
      jest.advanceTimersByTime(POPUP_BANNER_WAIT_MS - 1);
      await expect(soon).resolves.toEqual({ kind: 'answer', value: 'soon' });
      await expect(withinWait(() => Promise.reject(new Error('down')))).resolves.toEqual({ kind: 'failed' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('states why no popup shows', () => {
    const flags = memoryFlags();
    expect(decidePopups({ kind: 'answer', value: banners }, flags)).toEqual({ decision: 'shown', banners: [banners[1], banners[0]] });
    markShown(banners, flags);
    expect(decidePopups({ kind: 'answer', value: banners }, flags)).toEqual({ decision: 'hidden:already-shown', banners: [] });
    expect(decidePopups({ kind: 'answer', value: banners.filter((banner) => !banner.popupKey) }, memoryFlags())).toEqual({
      decision: 'hidden:none-offered',
      banners: [],
    });
    expect(decidePopups({ kind: 'timed-out' }, memoryFlags())).toEqual({ decision: 'hidden:timed-out', banners: [] });
    expect(decidePopups({ kind: 'failed' }, memoryFlags())).toEqual({ decision: 'hidden:failed', banners: [] });
  });
});
