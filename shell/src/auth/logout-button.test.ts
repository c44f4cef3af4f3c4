import { AUTO_LOGIN_STORAGE_KEY, configureApi, sessionStore } from '@m/shared';
import { createMockAdapter, ok, type RecordedRequest } from '@m/shared/testing';
import { logOut } from './logout-button';

describe('logging out from the header', () => {
  it('ends the session on this page before the server answers, and tells the server with its token', async () => {
    let release: () => void = () => undefined;
    const mock = createMockAdapter(() => new Promise((resolve) => (release = () => resolve(ok(null)))));
    configureApi({ adapter: mock.adapter, merchant: () => 'demo', language: () => 'EN' });
    sessionStore.set({ id: '1', token: 'tok-abcdefgh1234', merchantCode: 'demo', userName: 'p1', type: 0, firstTimeLogin: false });
    localStorage.setItem(AUTO_LOGIN_STORAGE_KEY, '1');

    const done = logOut();
    // A player who leaves now finds no stored session to come back to.
    expect(sessionStore.token).toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_STORAGE_KEY)).toBe('0');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sent = mock.requests.find((request: RecordedRequest) => request.url.endsWith('/wps/session/logout'));
    expect(sent?.headers.Authorization).toBe('tok-abcdefgh1234');
    release();
    await done;
  });

  it('sends nothing when there is no session', async () => {
    const mock = createMockAdapter(() => ok(null));
    configureApi({ adapter: mock.adapter, merchant: () => 'demo', language: () => 'EN' });
    sessionStore.clear({ clearStorage: true });
    await logOut();
    expect(mock.requests).toEqual([]);
  });
});
