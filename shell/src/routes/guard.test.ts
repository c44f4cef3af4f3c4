import { decide } from './guard';
import { ROUTES } from '@m/shared';

describe('route guard (SPEC section 2)', () => {
  it('sends a guest on a protected route to /m/login', () => {
    expect(decide('protected', false)).toEqual({ allow: false, redirectTo: '/login' });
  });
  it('sends a guest on /m/feedback to /m/home', () => {
    const feedback = ROUTES.find((r) => r.path === 'feedback')!;
    expect(decide(feedback.access, false)).toEqual({ allow: false, redirectTo: '/home' });
  });
  it('keeps /m/inviteFriends open to guests', () => {
    const invite = ROUTES.find((r) => r.path === 'inviteFriends')!;
    expect(decide(invite.access, false)).toEqual({ allow: true });
  });
  it('lets a member through everywhere', () => {
    for (const route of ROUTES) expect(decide(route.access, true)).toEqual({ allow: true });
  });
  it('marks exactly the search-engine pages of SPEC section 2 as public', () => {
    const publicPaths = ROUTES.filter((r) => r.access === 'public')
      .map((r) => r.path)
      .sort();
    expect(publicPaths).toEqual(
      [
        '',
        'index',
        'index.html',
        'home',
        'login',
        'register',
        'register.html',
        'sports',
        'live',
        'rng',
        'table',
        'fish',
        'pvp',
        'crash',
        'arcade',
        'elott',
        'activity',
        'news',
        'download',
      ].sort(),
    );
  });
});
