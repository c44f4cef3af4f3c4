import { safeStorage } from '@m/shared';
import { rememberPushedLaunch, takePushedLaunch } from './launch-origin';

describe('a launch pushed by a tap', () => {
  it('is recognised once, whatever the order of its query', () => {
    const tab = safeStorage(() => null);
    rememberPushedLaunch('/launchGame?vendor=PG&code=fortune-tiger&backUrl=%2Fm%2Frng', tab);
    expect(takePushedLaunch('?backUrl=%2Fm%2Frng&code=fortune-tiger&vendor=PG', tab)).toBe(true);
    // Spent: a reload of the same launch page is not taken for a tap.
    expect(takePushedLaunch('?backUrl=%2Fm%2Frng&code=fortune-tiger&vendor=PG', tab)).toBe(false);
  });

  it('is not another launch opened by a link', () => {
    const tab = safeStorage(() => null);
    rememberPushedLaunch('/launchGame?vendor=PG&code=fortune-tiger&backUrl=%2Fm%2Frng', tab);
    expect(takePushedLaunch('?vendor=PG&code=mahjong-ways&backUrl=%2Fm%2Frng', tab)).toBe(false);
  });
});
