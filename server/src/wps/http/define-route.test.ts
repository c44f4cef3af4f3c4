/**
 * A route's handler gets the session type its need implies: a route of a catalogue entry with
 * `auth: 'session'` (and no `session` option) always has one, so no handler writes `session!`;
 * an optional or guest route may have none. Checked by the type checker (`pnpm typecheck`
 * fails when a line below stops holding) and, for the catalogue literals the types read, here.
 */
import { ENDPOINTS } from '@m/shared/contract';
import type { DefaultSessionNeed, SessionOf } from './define-route';
import type { ActiveSession } from './session-guard';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(value: T): T => value;

describe('defineRoute session types', () => {
  it('gives a handler of a session endpoint a session, and a guest endpoint maybe none', () => {
    expect(holds<Equal<SessionOf<DefaultSessionNeed<'memberInfo'>>, ActiveSession>>(true)).toBe(true);
    expect(holds<Equal<SessionOf<DefaultSessionNeed<'launchGame'>>, ActiveSession>>(true)).toBe(true);
    expect(holds<Equal<SessionOf<DefaultSessionNeed<'login'>>, ActiveSession | null>>(true)).toBe(true);
    expect(holds<Equal<SessionOf<'optional'>, ActiveSession | null>>(true)).toBe(true);
  });

  it('reads the same auth from the catalogue at run time as the types do', () => {
    expect(ENDPOINTS.memberInfo.auth).toBe('session');
    expect(ENDPOINTS.launchGame.auth).toBe('session');
    expect(ENDPOINTS.login.auth).toBe('none');
  });
});
