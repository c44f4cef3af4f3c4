import { bus, type EventCatalogue } from '@m/shared';
import { forgetPendingLaunch, launchAfterLogin } from './launch-after-login';

const session = { id: '1', token: 'tok-12345678', merchantCode: 'demo', userName: 'p', type: 0, firstTimeLogin: false };

function navigations(): { list: EventCatalogue['nav.navigate'][]; stop: () => void } {
  const list: EventCatalogue['nav.navigate'][] = [];
  const sub = bus.on('nav.navigate').subscribe((event) => list.push(event));
  return { list, stop: () => sub.unsubscribe() };
}

describe('a guest launch goes on after login (SPEC 4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    forgetPendingLaunch();
    jest.useRealTimers();
  });

  it('opens the game after the login, once', () => {
    const seen = navigations();
    launchAfterLogin('/launchGame?vendor=LOTT&code=game_list');
    bus.publish('session.changed', { session });
    expect(seen.list).toEqual([]); // not before the login's own navigation
    jest.runAllTimers();
    bus.publish('session.changed', { session });
    jest.runAllTimers();
    seen.stop();
    expect(seen.list).toEqual([{ to: '/launchGame?vendor=LOTT&code=game_list' }]);
  });

  it('does nothing on a logout, a dropped launch, or a login much later', () => {
    const seen = navigations();
    launchAfterLogin('/launchGame?vendor=PG&code=x');
    bus.publish('session.changed', { session: null });
    launchAfterLogin('/launchGame?vendor=PG&code=y');
    forgetPendingLaunch();
    bus.publish('session.changed', { session });
    launchAfterLogin('/launchGame?vendor=PG&code=z', Date.now() - 10 * 60_000);
    bus.publish('session.changed', { session });
    jest.runAllTimers();
    seen.stop();
    expect(seen.list).toEqual([]);
  });

  it('never opens a game whose login the player closed, whatever signs them in later (issue 37)', () => {
    const seen = navigations();
    launchAfterLogin('/launchGame?vendor=PG&code=fortune-tiger');
    bus.publish('auth.dialog.dismissed', { dialog: 'login' });
    // Join from the header, afterwards: a registration signs the player in.
    bus.publish('session.changed', { session });
    jest.runAllTimers();
    // The register dialog the login led to, closed: the same.
    launchAfterLogin('/launchGame?vendor=PG&code=mahjong-ways');
    bus.publish('auth.dialog.dismissed', { dialog: 'register' });
    bus.publish('session.changed', { session });
    jest.runAllTimers();
    seen.stop();
    expect(seen.list).toEqual([]);
  });

  it('still opens the game tapped after a closed dialog, once signed in', () => {
    const seen = navigations();
    launchAfterLogin('/launchGame?vendor=PG&code=fortune-tiger');
    bus.publish('auth.dialog.dismissed', { dialog: 'login' });
    launchAfterLogin('/launchGame?vendor=PG&code=mahjong-ways');
    bus.publish('session.changed', { session });
    jest.runAllTimers();
    seen.stop();
    expect(seen.list).toEqual([{ to: '/launchGame?vendor=PG&code=mahjong-ways' }]);
  });
});
