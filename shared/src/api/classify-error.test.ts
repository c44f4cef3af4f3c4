/**
 * SPEC section 8 against every code it lists: what kind each failure becomes, what message the
 * player would get, and whether the shell is told on the bus.
 */
import { EventBus } from '../bus/event-bus';
import type { EventCatalogue } from '../bus/event-catalogue';
import { createApiClient, type CallOptions } from './api-client';
import type { ApiError } from './api-error';
import type { EndpointName } from '../contract/endpoints';
import { createMockAdapter, fail, type MockAnswer } from './testing/mock-adapter';

function setup(answer: MockAnswer, token: string | null = 'tok-123') {
  const bus = new EventBus();
  const published: EventCatalogue['api.error'][] = [];
  bus.on('api.error').subscribe((e) => published.push(e));
  const { adapter, requests } = createMockAdapter(() => answer);
  const client = createApiClient({ adapter, bus, merchant: () => 'demo', token: () => token, storage: () => null });
  const callError = async (name: EndpointName = 'memberInfo', options?: CallOptions): Promise<ApiError> => {
    try {
      await client.call(name, options);
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('the call resolved');
  };
  return { callError, published, requests };
}

afterEach(() => jest.restoreAllMocks());

describe('session expiry logs the player out (SPEC 8)', () => {
  it.each(['CUSTOMER_NOT_LOGIN', 'customer.not.login', 'user.or.token.invalid', 'login.not.session'])(
    '%s is session-expired and is published',
    async (code) => {
      const { callError, published } = setup(fail(200, code, 'Please log in again'));
      const error = await callError();
      expect(error).toMatchObject({
        kind: 'session-expired',
        errorCode: code,
        message: 'Please log in again',
        endpoint: 'memberInfo',
        path: '/wps/member/info',
      });
      expect(published).toEqual([
        expect.objectContaining({ kind: 'session-expired', errorCode: code, endpoint: 'memberInfo', path: '/wps/member/info' }),
      ]);
    },
  );

  it('HTTP 401 with no body is session-expired, with the "please login" fallback', async () => {
    const { callError, published } = setup({ status: 401, body: '' });
    const error = await callError();
    expect(error).toMatchObject({ kind: 'session-expired', status: 401, message: 'please login', messageKey: 'please_login' });
    expect(published).toHaveLength(1);
  });

  it('HTTP 401 with any code on a call that carried the token is session-expired', async () => {
    const { callError } = setup(fail(401, 'token.expired', 'Session over'));
    expect((await callError()).kind).toBe('session-expired');
  });

  it('is published even when the call asked for no notice: the shell must log out', async () => {
    const { callError, published } = setup(fail(401, 'CUSTOMER_NOT_LOGIN'));
    await callError('memberInfo', { notify: false });
    expect(published.map((e) => e.kind)).toEqual(['session-expired']);
  });

  it("a 401 refusing a login (no token sent) is the login form's own error, not a logout", async () => {
    const { callError, published } = setup(fail(401, 'login.cred.err', 'Wrong password'));
    const error = await callError('loginLine', { body: { lineSessionToken: 'x' } });
    expect(error).toMatchObject({ kind: 'server', errorCode: 'login.cred.err', message: 'Wrong password', status: 401 });
    expect(published).toEqual([]);
  });
});

describe('silent kinds are rejected but never presented', () => {
  it.each(['TOO_MANY_REQUEST', 'TOO_MANY_REQUEST_IP', 'TOO_MANY_REQUEST_ACCOUNT'])('%s is rate-limited', async (code) => {
    const { callError, published } = setup(fail(429, code, 'Slow down'));
    expect(await callError()).toMatchObject({ kind: 'rate-limited', errorCode: code, status: 429 });
    expect(published).toEqual([]);
  });

  it('a 429 sms_budget_exhausted is not one of them: the player reads the wait', async () => {
    const message = 'No more SMS codes can be sent right now. Please try again in 3 min.';
    const { callError, published } = setup(fail(429, 'sms_budget_exhausted', message));
    expect(await callError()).toMatchObject({ kind: 'server', errorCode: 'sms_budget_exhausted', message, status: 429 });
    expect(published).toHaveLength(1);
  });

  it('HTTP 502 is bad-gateway, with or without an envelope', async () => {
    for (const answer of [{ status: 502, body: '<html>Bad Gateway</html>' }, fail(502, 'upstream', 'Upstream down')]) {
      const { callError, published } = setup(answer);
      expect((await callError()).kind).toBe('bad-gateway');
      expect(published).toEqual([]);
    }
  });
});

describe('no answer at all', () => {
  it('a network failure is "Network Error / CORS Errors"', async () => {
    const { callError, published } = setup({ fail: 'ERR_NETWORK' });
    expect(await callError()).toMatchObject({ kind: 'network', message: 'Network Error / CORS Errors', messageKey: 'network_error' });
    expect(published).toEqual([expect.objectContaining({ kind: 'network', endpoint: 'memberInfo' })]);
  });

  it('while the browser is offline it is "offline" (the no-network toast)', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { callError, published } = setup({ fail: 'ERR_NETWORK' });
    expect(await callError()).toMatchObject({ kind: 'offline', message: 'no network', messageKey: 'network_offline' });
    expect(published.map((e) => e.kind)).toEqual(['offline']);
  });

  it.each(['ETIMEDOUT', 'ECONNABORTED'] as const)('%s is a timeout', async (code) => {
    const { callError } = setup({ fail: code });
    expect(await callError()).toMatchObject({ kind: 'timeout', messageKey: 'timeout_retry_please' });
  });
});

describe('every other error shows the server message, else "unknown error"', () => {
  it('an unknown code with a message keeps the message, the code and the value', async () => {
    const { callError, published } = setup(fail(400, 'some.other.code', 'Amount too small', { min: 10 }));
    const error = await callError();
    expect(error).toMatchObject({
      kind: 'server',
      errorCode: 'some.other.code',
      message: 'Amount too small',
      status: 400,
      value: { min: 10 },
    });
    expect(error.messageKey).toBeUndefined();
    expect(error.toEnvelope()).toEqual({ success: false, message: 'Amount too small', errorCode: 'some.other.code', value: { min: 10 } });
    expect(published).toEqual([
      expect.objectContaining({ kind: 'server', message: 'Amount too small', errorCode: 'some.other.code', status: 400 }),
    ]);
  });

  it('an unknown code without a message falls back to "unknown error"', async () => {
    const { callError } = setup(fail(200, 'some.other.code'));
    expect(await callError()).toMatchObject({
      kind: 'server',
      errorCode: 'some.other.code',
      message: 'unknown error',
      messageKey: 'unknown_error',
    });
  });

  it('a blank or non-text server message is not shown', async () => {
    for (const message of ['   ', { html: '<b>x</b>' }]) {
      const { callError } = setup({ status: 400, body: { success: false, errorCode: 'x', message } });
      expect((await callError()).message).toBe('unknown error');
    }
  });

  it('a page that is not an envelope (an HTML error page) is "Error"', async () => {
    const { callError } = setup({ status: 500, body: '<html><body>Internal error</body></html>' });
    expect(await callError()).toMatchObject({ kind: 'server', status: 500, message: 'Error', messageKey: 'error' });
  });

  it('a 200 that is not an envelope is refused, not handed to the feature', async () => {
    const { callError } = setup({ status: 200, body: '<html>captive portal</html>' });
    expect(await callError()).toMatchObject({ kind: 'server', message: 'Error' });
  });

  it('a call whose catalogue entry says notify false raises no notice', async () => {
    const { callError, published } = setup(fail(400, 'login.cred.err', 'Wrong password'));
    await callError('loginLine', { body: {} });
    await callError('rankProgress');
    expect(published).toEqual([]);
  });

  it('notify true on the call overrides the catalogue', async () => {
    const { callError, published } = setup(fail(400, 'x', 'Shown'));
    await callError('rankProgress', { notify: true });
    expect(published.map((e) => e.message)).toEqual(['Shown']);
  });
});
