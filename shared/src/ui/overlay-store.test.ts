import { overlays$, showConfirm, showNotice, showToast } from './overlay-store';

describe('overlay store', () => {
  afterEach(() => overlays$.next([]));

  it('resolves a confirm with the player choice and removes it', async () => {
    const answer = showConfirm({ message: 'Sure?' });
    const overlay = overlays$.value[0];
    expect(overlay?.kind).toBe('confirm');
    if (overlay?.kind === 'confirm') overlay.resolve(true);
    await expect(answer).resolves.toBe(true);
    expect(overlays$.value).toEqual([]);
  });

  it('keeps a server message as plain text', () => {
    void showNotice({ message: '<img src=x onerror=alert(1)>' });
    expect(overlays$.value[0]).toMatchObject({ kind: 'notice', message: '<img src=x onerror=alert(1)>' });
  });

  it('does not stack the same toast twice and removes it after its time', () => {
    jest.useFakeTimers();
    showToast('No network', 1500);
    showToast('No network', 1500);
    expect(overlays$.value.filter((o) => o.kind === 'toast')).toHaveLength(1);
    jest.advanceTimersByTime(1500);
    expect(overlays$.value).toEqual([]);
    jest.useRealTimers();
  });
});
