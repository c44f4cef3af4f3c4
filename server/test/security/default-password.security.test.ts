/**
 * Finding 2: a session on the default password (anyone knowing a mobile number registered without
 * a password knows it) was a full session. The server now lets it only change the password; a
 * merchant file that would hand such accounts out without proving the number is refused.
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (response: { json(): unknown }) =>
  response.json() as { errorCode?: string; message?: string; value?: Record<string, unknown> };
const feedbackRows = () => t.ctx.db.prepare('SELECT COUNT(*) FROM feedback').pluck().get() as number;

describe('finding 2: the default password opens nothing but the password change', () => {
  it('refuses game launch and every other call until the password is changed, storing nothing', async () => {
    // The owner proves the phone (an SMS code): the placeholder alone signs nobody in (below).
    expect(
      (await t.call('smsNoLogin', { body: { countryDialingCode: '63', mobileNum: '9170000003', smsTemplate: 'LOGIN' }, ip: '10.90.0.1' }))
        .statusCode,
    ).toBe(200);
    const smsCode = t.ctx.verification.outbox('639170000003', 1)[0]?.code as string;
    const login = await t.call('login', {
      body: { type: 'sms', countryDialingCode: '63', mobileNum: '9170000003', smsCode },
      ip: '10.90.0.1',
    });
    expect(json(login).value).toMatchObject({ defaultPassword: true });
    const token = json(login).value?.token as string;
    const before = feedbackRows();

    const launch = await t.call('launchGame', { body: { vendor: 'LOTT', gameCode: 'game_list', hasLobby: true }, token, ip: '10.90.0.1' });
    expect(launch.statusCode).toBe(403);
    expect(json(launch)).toMatchObject({
      errorCode: 'password_change_required',
      message: 'Please change your password before continuing.',
    });
    const feedback = await t.call('feedback', { body: { content: 'hello' }, token, ip: '10.90.0.1' });
    expect(json(feedback).errorCode).toBe('password_change_required');
    expect(feedbackRows()).toBe(before);
    // Who am I and the change itself still work.
    expect((await t.call('memberInfo', { token, ip: '10.90.0.1' })).statusCode).toBe(200);
    expect(
      (await t.call('changePassword', { body: { oldPassword: '888888', newPassword: 'chosen-123' }, token, ip: '10.90.0.1' })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('launchGame', { body: { vendor: 'LOTT', gameCode: 'game_list', hasLobby: true }, token, ip: '10.90.0.1' })).statusCode,
    ).toBe(200);
  });

  it('issue 24: the placeholder password of a mobile account signs nobody in, the same answer as a wrong password', async () => {
    const fresh = await createTestApp();
    try {
      for (const username of ['default1', '09170000003', '+63 917 000 0003']) {
        const login = await fresh.call('login', { body: { type: 'username', username, password: '888888' }, ip: '10.90.1.1' });
        expect(login.statusCode).toBe(400);
        expect(json(login).errorCode).toBe('login.cred.err');
        expect(json(login).value).toBeUndefined();
      }
      expect(fresh.ctx.db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a merchant file with requirePassword false and mobileSmsVerification false', async () => {
    t.editMerchant('demo', 'merchant.json', (file) => {
      (file.register as Record<string, unknown>).requirePassword = false;
      (file.register as Record<string, unknown>).mobileSmsVerification = false;
    });
    // Refused: players keep the last valid file (a default password never becomes a way in).
    const status = await t.call('systemStatus');
    expect(status.statusCode).toBe(200);
    expect((json(status).value as { register: { requirePassword: boolean } }).register.requirePassword).toBe(true);
    t.editMerchant('demo', 'merchant.json', (file) => {
      (file.register as Record<string, unknown>).requirePassword = true;
    });
    expect((await t.call('systemStatus')).statusCode).toBe(200);
  });
});

describe('finding 11: demo accounts exist only in the local demo', () => {
  it('does not create the test accounts of members.json when the emulators are off', async () => {
    const production = await createTestApp({ emulators: false });
    try {
      expect(production.ctx.members.byUsername('demo', 'player1')).toBeUndefined();
      const login = await production.call('login', { body: { type: 'username', username: 'player1', password: 'secret123' } });
      expect(json(login).errorCode).toBe('login.cred.err');
    } finally {
      await production.close();
    }
  });
});
