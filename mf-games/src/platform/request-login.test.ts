import { bus, sessionStore, type EventCatalogue } from '@m/shared';
import { ensureSession } from './request-login';

describe('a lottery needs a session (SPEC 4)', () => {
  afterEach(() => sessionStore.clear());

  it('asks for the login dialog when the player is a guest', () => {
    const asked: EventCatalogue['auth.dialog.open'][] = [];
    const sub = bus.on('auth.dialog.open').subscribe((request) => asked.push(request));
    expect(ensureSession('lottery')).toBe(false);
    expect(ensureSession('game', 'Fortune Tiger')).toBe(false);
    sub.unsubscribe();
    expect(asked).toEqual([
      expect.objectContaining({ dialog: 'login', reason: 'lottery' }),
      // The game's name travels with the request: the dialog says "Log in to play Fortune Tiger".
      expect.objectContaining({ dialog: 'login', reason: 'game', subject: 'Fortune Tiger' }),
    ]);
    expect(asked[0]).not.toHaveProperty('subject');
  });

  it('lets a logged-in player through without asking', () => {
    sessionStore.set({ id: '1', token: 'tok-12345678', merchantCode: 'demo', userName: 'p', type: 0, firstTimeLogin: false });
    const asked: unknown[] = [];
    const sub = bus.on('auth.dialog.open').subscribe((request) => asked.push(request));
    expect(ensureSession('lottery')).toBe(true);
    sub.unsubscribe();
    expect(asked).toEqual([]);
  });
});
