/**
 * Findings 1 and 6: a social identity linked before the second factor let an attacker who knew
 * the password skip two-factor for good (even after a password change); the two-factor challenge
 * could be burnt by anyone who knew the user name.
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { startFakeProviders, type FakeProviders } from '../contract/fake-providers';

let t: TestApp;
let providers: FakeProviders;

beforeAll(async () => {
  t = await createTestApp();
  providers = await startFakeProviders();
  t.editMerchant('demo', 'integrations.json', (file) => {
    (file.firebase as { testMode: Record<string, string> }).testMode.jwksUrl = `${providers.origin}/jwks.json`;
  });
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

type Envelope = { success: boolean; errorCode?: string; message?: string; value?: Record<string, unknown> };
const json = (response: { json(): unknown }) => response.json() as Envelope;
const identitiesOf = (username: string) => t.ctx.members.identitiesOf(t.ctx.members.byUsername('demo', username)!.id);

describe('finding 1: an identity is linked only after every factor, and never outlives the password', () => {
  it('a password login carrying the attacker Firebase token does not link it before the second factor', async () => {
    const attackerToken = providers.idToken({ sub: 'attacker-uid-1' });
    const stepOne = await t.call('login', {
      body: { type: 'username', username: 'twofactor1', password: 'secret123', firebaseIdToken: attackerToken },
      ip: '10.50.0.1',
    });
    expect(json(stepOne).errorCode).toBe('login_verify_required');
    expect(identitiesOf('twofactor1')).toEqual([]);
    // The attacker's own Firebase sign-in finds no member behind the identity.
    const firebase = await t.call('login', {
      body: { type: 'firebase', firebaseIdToken: providers.idToken({ sub: 'attacker-uid-1' }) },
      ip: '10.50.0.1',
    });
    expect(json(firebase).errorCode).toBe('bind_customer_required');
    expect(json(firebase).value).not.toHaveProperty('token');
  });

  it('links it once the second factor passed, and the member two-factor policy still holds for a Firebase login', async () => {
    const stepOne = await t.call('login', {
      body: { type: 'username', username: 'twofactor1', password: 'secret123', firebaseIdToken: providers.idToken({ sub: 'owner-uid-1' }) },
      ip: '10.50.0.2',
    });
    const challengeToken = json(stepOne).value?.challengeToken as string;
    const code = t.ctx.verification.outbox('639170000002', 1)[0]?.code as string;
    const verified = await t.call('loginVerification', {
      body: { username: 'twofactor1', code, method: 'sms' },
      headers: { 'login-challenge': challengeToken },
      ip: '10.50.0.2',
    });
    expect(verified.statusCode).toBe(200);
    expect(identitiesOf('twofactor1')).toEqual([{ provider: 'firebase', subject: 'owner-uid-1' }]);
    const firebase = await t.call('login', {
      body: { type: 'firebase', firebaseIdToken: providers.idToken({ sub: 'owner-uid-1' }) },
      ip: '10.50.0.2',
    });
    expect(firebase.statusCode).toBe(403);
    expect(json(firebase).errorCode).toBe('login_verify_required');
  });

  it('a password change removes every Firebase/LINE link: a planted identity no longer signs in', async () => {
    const linked = await t.call('login', {
      body: { type: 'username', username: 'vip1', password: 'secret123', firebaseIdToken: providers.idToken({ sub: 'planted-uid' }) },
      ip: '10.50.0.3',
    });
    expect(linked.statusCode).toBe(200);
    const token = json(linked).value?.token as string;
    expect(
      (await t.call('login', { body: { type: 'firebase', firebaseIdToken: providers.idToken({ sub: 'planted-uid' }) }, ip: '10.50.0.3' }))
        .statusCode,
    ).toBe(200);
    const changed = await t.call('changePassword', {
      body: { oldPassword: 'secret123', newPassword: 'secret456' },
      token,
      ip: '10.50.0.3',
    });
    expect(changed.statusCode).toBe(200);
    expect(identitiesOf('vip1')).toEqual([]);
    expect(
      json(
        await t.call('login', { body: { type: 'firebase', firebaseIdToken: providers.idToken({ sub: 'planted-uid' }) }, ip: '10.50.0.3' }),
      ).errorCode,
    ).toBe('bind_customer_required');
  });

  it('a password reset by SMS removes them too', async () => {
    const linked = await t.call('login', {
      body: { type: 'username', username: 'player1', password: 'secret123', firebaseIdToken: providers.idToken({ sub: 'planted-uid-2' }) },
      ip: '10.50.0.4',
    });
    expect(linked.statusCode).toBe(200);
    await t.call('smsNoLogin', {
      body: { countryDialingCode: '63', mobileNum: '9170000001', smsTemplate: 'RESET_PASSWORD' },
      ip: '10.50.0.4',
    });
    const code = t.ctx.verification.outbox('639170000001', 1)[0]?.code as string;
    const reset = await t.call('resetPasswordSms', {
      body: { countryDialingCode: '63', mobileNum: '9170000001', smsCode: code, newPassword: 'secret789' },
      ip: '10.50.0.4',
    });
    expect(reset.statusCode).toBe(200);
    expect(identitiesOf('player1')).toEqual([]);
  });
});

describe('finding 6: the challenge belongs to the client that passed the password step', () => {
  it('someone who knows only the user name can neither use nor burn the live challenge', async () => {
    const stepOne = await t.call('login', { body: { type: 'username', username: 'twofactor1', password: 'secret123' }, ip: '10.60.0.1' });
    const challengeToken = json(stepOne).value?.challengeToken as string;
    expect(stepOne.headers['set-cookie']).toMatch(/^m_2fa=[^;]+; Path=\/wps\/session\/login; Max-Age=300; HttpOnly; SameSite=Strict/);
    for (let i = 0; i < 6; i++) {
      const guess = await t.call('loginVerification', {
        body: { username: 'twofactor1', code: String(100000 + i), method: 'sms' },
        ip: '10.60.0.99',
      });
      expect(json(guess)).toMatchObject({
        errorCode: 'login_verify_expired',
        message: 'The verification has expired. Please log in again.',
      });
    }
    const stranger = await t.call('loginVerification', {
      body: { username: 'twofactor1', code: '123456', method: 'sms' },
      headers: { cookie: 'm_2fa=forged-secret' },
      ip: '10.60.0.99',
    });
    expect(json(stranger).errorCode).toBe('login_verify_expired');
    const code = t.ctx.verification.outbox('639170000002', 1)[0]?.code as string;
    const owner = await t.call('loginVerification', {
      body: { username: 'twofactor1', code, method: 'sms' },
      headers: { cookie: `m_2fa=${challengeToken}` },
      ip: '10.60.0.1',
    });
    expect(owner.statusCode).toBe(200);
    expect(json(owner).value).toMatchObject({ userName: 'twofactor1' });
  });
});
