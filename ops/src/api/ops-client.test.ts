/** The console's API client: same-origin cookie calls, a lost session reported, refusals in the server's words. */
import { fakeServer, type FakeServer } from '../testing/fake-server';
import { createOpsClient, isForbidden, OpsApiError } from './ops-client';

let server: FakeServer;
afterEach(() => server.restore());

describe('the ops API client', () => {
  it('sends the session cookie (same origin only) and the query the contract names', async () => {
    server = fakeServer({ 'GET /ops/api/audit': { body: [] } });
    const client = createOpsClient({ onUnauthenticated: jest.fn() });
    await client.audit({ merchant: 'demo', remote: 'mf-games', actor: '', limit: 50 });
    const [request] = server.requests;
    expect(request?.credentials).toBe('same-origin');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ merchant: 'demo', remote: 'mf-games', limit: '50' });
  });

  it('reports a lost session (401) once, and throws', async () => {
    server = fakeServer({ 'GET /ops/api/merchants': { status: 401, body: { error: 'unauthenticated', message: 'Sign in first.' } } });
    const onUnauthenticated = jest.fn();
    const client = createOpsClient({ onUnauthenticated });
    await expect(client.merchants()).rejects.toMatchObject({ failure: 'unauthenticated', status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('takes a 401 of the session check or a sign-in step as the answer, not as a lost session', async () => {
    server = fakeServer({
      'GET /ops/api/session': { status: 401, body: { error: 'unauthenticated', message: 'No session.' } },
      'POST /ops/api/session/sign-in': { status: 401, body: { error: 'unauthenticated', message: 'Wrong name or password.' } },
    });
    const onUnauthenticated = jest.fn();
    const client = createOpsClient({ onUnauthenticated });
    await expect(client.session()).resolves.toBeNull();
    await expect(client.signIn('rita', 'nope')).rejects.toBeInstanceOf(OpsApiError);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it("says a 403 is not allowed, in the server's words", async () => {
    server = fakeServer({ 'POST /ops/api/releases': { status: 403, body: { error: 'forbidden', message: 'lena may not change demo.' } } });
    const client = createOpsClient({ onUnauthenticated: jest.fn() });
    const error = await client
      .act({ action: 'rollback', merchant: 'demo', remote: 'mf-games', reason: 'bad build' })
      .catch((e: unknown) => e);
    expect(isForbidden(error)).toBe(true);
    expect((error as Error).message).toBe('lena may not change demo.');
  });

  it("says a cap's refusal (429) in the server's words, as a wait", async () => {
    server = fakeServer({
      'POST /ops/api/session/sign-in': {
        status: 429,
        body: { error: 'rate-limited', message: 'Too many sign-in attempts: try again in 15 min.' },
      },
    });
    const client = createOpsClient({ onUnauthenticated: jest.fn() });
    await expect(client.signIn('rita', 'x')).rejects.toMatchObject({
      failure: 'rate-limited',
      message: 'Too many sign-in attempts: try again in 15 min.',
    });
  });

  it('says a 429 without a body as a wait of minutes', async () => {
    server = fakeServer({ 'POST /ops/api/session/sign-in': { status: 429, body: null } });
    const client = createOpsClient({ onUnauthenticated: jest.fn() });
    await expect(client.signIn('rita', 'x')).rejects.toMatchObject({
      failure: 'rate-limited',
      message: expect.stringMatching(/Too many attempts/),
    });
  });

  it("reads a proxy's HTML error page by its status, and no answer at all as the network", async () => {
    const client = createOpsClient({ onUnauthenticated: jest.fn() });
    const spy = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.health('demo')).rejects.toMatchObject({ failure: 'unavailable', status: 502 });
    spy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.health('demo')).rejects.toMatchObject({ failure: 'network', status: 0 });
    spy.mockRestore();
    server = fakeServer({});
  });
});
