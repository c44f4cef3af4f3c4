/**
 * Issue 37: a lotus newcomer chooses the password their mobile registration left as a
 * placeholder; the server refused the member's reads until then. Once it is chosen the session is
 * read again, and its renewal is what makes the shell's header ask for the balance at once.
 */
import { api, ApiError, sessionStore, type SessionInfo } from '@m/shared';
import { changePassword } from './change-password-service';

const newcomer: SessionInfo = {
  id: '7',
  token: 'tok-newcomer',
  merchantCode: 'lotus',
  userName: 'm66834233935',
  type: 0,
  firstTimeLogin: true,
  displayName: '+66 834233935',
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.set(newcomer);
});
afterEach(() => {
  sessionStore.clear();
  jest.restoreAllMocks();
});

describe('choosing the password', () => {
  it('reads the member again once the password is set: the session is renewed, the same token, the same name shown', async () => {
    const calls: string[] = [];
    jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
      calls.push(name);
      return name === 'memberInfo' ? { id: 7, account: 'm66834233935', userName: 'm66834233935', type: 0 } : null;
    }) as never);
    const renewals: (SessionInfo | null)[] = [];
    const sub = sessionStore.subject.subscribe((session) => renewals.push(session));
    await expect(changePassword('888888', 'Lotus2026', 'Lotus2026')).resolves.toEqual({ status: 'changed' });
    sub.unsubscribe();
    expect(calls).toEqual(['changePassword', 'memberInfo']);
    // One more session value after the one there already: the header's balance asks on it.
    expect(renewals).toHaveLength(2);
    expect(renewals[1]).toMatchObject({ token: 'tok-newcomer', displayName: '+66 834233935', userName: 'm66834233935' });
  });

  it('reads nothing more when the change is refused', async () => {
    const calls: string[] = [];
    jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
      calls.push(name);
      throw new ApiError({
        kind: 'server',
        status: 400,
        errorCode: 'old_password_err',
        message: 'Wrong password',
        path: '',
        endpoint: name,
      });
    }) as never);
    const outcome = await changePassword('888888', 'Lotus2026', 'Lotus2026');
    expect(outcome).toMatchObject({ status: 'failed', field: 'oldPassword' });
    expect(calls).toEqual(['changePassword']);
  });
});
