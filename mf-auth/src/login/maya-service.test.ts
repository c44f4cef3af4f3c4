/**
 * A Maya arrival link for a signed-out visitor (issue 24, login CSRF): the visitor is told which
 * account the link signs in with and keeps that session only on "continue"; on "not my account"
 * the session is ended at the server and nothing is stored.
 */
import type * as Shared from '@m/shared';
import { statusFixture } from '../testing/status-fixture';

type Service = typeof import('./maya-service');

/** A fresh copy of the service and @m/shared (the arrival is handled once per page). */
function load(): { shared: typeof Shared; service: Service } {
  let loaded!: { shared: typeof Shared; service: Service };
  jest.isolateModules(() => {
    loaded = { shared: require('@m/shared') as typeof Shared, service: require('./maya-service') as Service };
  });
  return loaded;
}

const arrival = { sessionId: 'AttackerMayaSession1', env: 'sandbox' };

function setUp(answer: boolean) {
  const { shared, service } = load();
  shared.systemConfig.next({ status: statusFixture(), country: null });
  const calls: { name: string; headers?: Record<string, string> }[] = [];
  jest.spyOn(shared.api, 'call').mockImplementation((async (name: string, options?: { headers?: Record<string, string> }) => {
    calls.push({ name, ...(options?.headers ? { headers: options.headers } : {}) });
    if (name === 'loginMaya') return { token: 'attacker-session-token', userName: 'attacker1', id: 9, customerType: 1 };
    if (name === 'domainRoute') return { current: 'localhost', domains: [{ domain: 'localhost', type: 'main', weight: 1 }] };
    return {};
  }) as never);
  const asked: string[] = [];
  const sub = shared.overlays$.subscribe((overlays) => {
    for (const overlay of overlays) {
      if (overlay.kind !== 'confirm') continue;
      asked.push(overlay.message);
      overlay.resolve(answer);
    }
  });
  return { shared, service, calls, asked, done: () => sub.unsubscribe() };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

it('names the account, and on "not my account" ends that session at the server and keeps nothing', async () => {
  const { shared, service, calls, asked, done } = setUp(false);
  await expect(service.handleMayaArrival(arrival)).resolves.toBeNull();
  done();
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('attacker1');
  expect(calls.find((call) => call.name === 'logout')?.headers).toEqual({ Authorization: 'attacker-session-token' });
  expect(shared.sessionStore.token).toBeNull();
});

it('keeps the session when the visitor confirms it is their account', async () => {
  const { shared, service, asked, done } = setUp(true);
  await service.handleMayaArrival(arrival);
  done();
  expect(asked).toHaveLength(1);
  expect(shared.sessionStore.token).toBe('attacker-session-token');
});
