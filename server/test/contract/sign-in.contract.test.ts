/**
 * Contract: registration and sign-in in every form, through the real API client (encrypted
 * bodies included) against the real server.
 */
import { DEFAULT_MOBILE_PASSWORD } from '@m/shared/contract';
import { totp } from '../../src/wps/auth/totp';
import { rejection, startContractServer, type ContractServer } from './contract-server';
import { startFakeProviders, type FakeProviders } from './fake-providers';
import { v3Answer, v4Answer } from './captcha-answers';
import { CONSENT } from '../support/consent';

let server: ContractServer;
let providers: FakeProviders;

beforeAll(async () => {
  server = await startContractServer();
  providers = await startFakeProviders();
  server.editMerchant('demo', 'integrations.json', (file) => {
    (file.firebase as { testMode: Record<string, string> }).testMode.jwksUrl = `${providers.origin}/jwks.json`;
    file.maya = { sessionUrl: `${providers.origin}/maya/sessions`, apiKey: 'maya-key' };
  });
  server.editMerchant('lotus', 'integrations.json', (file) => {
    const line = (file.line as { testMode: Record<string, string> }).testMode;
    line.tokenUrl = `${providers.origin}/line/token`;
    line.profileUrl = `${providers.origin}/line/profile`;
  });
});
afterAll(async () => {
  await server.close();
  await providers.close();
});

/** lotus proves the number of a mobile registration (no password chosen): the code the outbox got. */
async function registrationCode(player: ReturnType<ContractServer['client']>, mobileNum: string): Promise<string> {
  await player.call('smsNoLogin', { body: { countryDialingCode: '66', mobileNum, smsTemplate: 'REGISTER', ...(await v4Answer(player)) } });
  return server.lastCode(`66${mobileNum.replace(/^0+/, '')}`);
}

describe('registration and sign-in', () => {
  it('registers with a username, is signed in, reads member info, logs in again and logs out', async () => {
    const player = server.client('demo');
    const registered = await player.call('register', {
      body: { ...CONSENT, username: 'Contract1', password: 'secret123', registerMethod: 'PWA', affiliateCode: 'aff1', pixelTrack: null },
    });
    expect(registered).toMatchObject({
      userName: 'Contract1',
      customerName: 'Contract1',
      firstTimeLogin: true,
      defaultPassword: false,
      passwordExpired: false,
      merchantCode: 'demo',
      customerType: 0,
    });
    expect(registered.customerId).toBe(registered.id);
    player.token = registered.token;

    const info = await player.call('memberInfo');
    expect(info).toMatchObject({
      account: 'Contract1',
      displayName: 'Contract1',
      type: 0,
      clubLabel: { labelId: 'DEMO_NEW', labelName: 'Newcomer', type: 'AUTO', rankLevel: 0 },
    });

    const again = await player.call('login', {
      body: { type: 'username', username: 'contract1', password: 'secret123' },
      headers: { Device: 'PWA' },
    });
    expect(again.firstTimeLogin).toBe(false);
    expect(again.token).not.toBe(registered.token);

    await player.call('logout');
    const expired = await rejection(player.call('memberInfo'));
    expect(expired).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'CUSTOMER_NOT_LOGIN' });
    expect(player.published).toContainEqual(expect.objectContaining({ kind: 'session-expired' }));
  });

  it('refuses a username or a mobile number that is already registered', async () => {
    const player = server.client('demo');
    await player.call('register', {
      body: { ...CONSENT, username: 'taken1', password: 'secret123', countryDialingCode: '63', mobileNum: '9171110001' },
    });
    expect(await rejection(player.call('register', { body: { ...CONSENT, username: 'TAKEN1', password: 'secret123' } }))).toMatchObject({
      status: 409,
      errorCode: 'username_exists',
    });
    expect(
      await rejection(
        player.call('registerMobile', { body: { ...CONSENT, countryDialingCode: '63', mobileNum: '09171110001', password: 'secret123' } }),
      ),
    ).toMatchObject({ status: 409, errorCode: 'mobile_exists' });
  });

  it('refuses a password that breaks the merchant rule, naming the rule', async () => {
    const error = await rejection(server.client('demo').call('register', { body: { ...CONSENT, username: 'shorty1', password: 'abc' } }));
    expect(error).toMatchObject({ errorCode: 'password_invalid', value: { minLength: 6, maxLength: 20 } });
    expect(error.message).toBe('The password must be 6 to 20 characters and meet the site rules.');
  });

  it('says login.cred.err for a wrong password and not.exists.user for an unknown name, without a notice', async () => {
    const guest = server.client('demo', { language: 'VI' });
    expect(await rejection(guest.call('login', { body: { type: 'username', username: 'player1', password: 'nope-nope' } }))).toMatchObject({
      kind: 'server',
      errorCode: 'login.cred.err',
      message: 'Sai tên đăng nhập hoặc mật khẩu.',
    });
    // An unknown name gets the same answer as a wrong password: the answer tells no one which names exist.
    expect(await rejection(guest.call('login', { body: { type: 'username', username: 'ghost99', password: 'nope-nope' } }))).toMatchObject({
      errorCode: 'login.cred.err',
      status: 400,
    });
    expect(guest.published).toEqual([]);
  });

  it('asks a two-factor member for a code and signs in with the SMS code from the outbox', async () => {
    const guest = server.client('demo');
    const challenge = await rejection(guest.call('login', { body: { type: 'username', username: 'twofactor1', password: 'secret123' } }));
    expect(challenge).toMatchObject({ errorCode: 'login_verify_required', value: { email: true, ga: true, sms: true } });
    // The client that passed the password step holds the challenge (a browser in its HttpOnly cookie).
    const headers = { 'Login-Challenge': (challenge.value as { challengeToken: string }).challengeToken };
    const code = await server.lastCode('639170000002');
    expect(
      await rejection(
        guest.call('loginVerification', {
          body: { username: 'twofactor1', code: code === '000000' ? '111111' : '000000', method: 'sms' },
          headers,
        }),
      ),
    ).toMatchObject({ errorCode: 'verify_code_err' });
    const signedIn = await guest.call('loginVerification', { body: { username: 'twofactor1', code, method: 'sms' }, headers });
    expect(signedIn.userName).toBe('twofactor1');
    expect(
      await rejection(guest.call('loginVerification', { body: { username: 'twofactor1', code, method: 'sms' }, headers })),
    ).toMatchObject({ errorCode: 'login_verify_expired' });
  });

  it('completes two-factor with an authenticator (TOTP) code', async () => {
    const guest = server.client('demo', { ip: '10.9.0.1' });
    const challenge = await rejection(guest.call('login', { body: { type: 'username', username: 'twofactor1', password: 'secret123' } }));
    const headers = { 'Login-Challenge': (challenge.value as { challengeToken: string }).challengeToken };
    const signedIn = await guest.call('loginVerification', {
      body: { username: 'twofactor1', code: totp('JBSWY3DPEHPK3PXP', Date.now()), method: 'ga' },
      headers,
    });
    expect(signedIn.token).toHaveLength(43);
  });

  it('registers with a mobile number and no password (lotus), is told to change the placeholder, and changes it', async () => {
    const player = server.client('lotus');
    const smsCode = await registrationCode(player, '0812223333');
    const registered = await player.call('registerMobile', {
      body: { ...CONSENT, countryDialingCode: '66', mobileNum: '0812223333', smsCode, registerMethod: 'H5', ...(await v4Answer(player)) },
    });
    expect(registered).toMatchObject({ defaultPassword: true, firstTimeLogin: true, userName: 'm66812223333' });
    // The generated account means nothing to the player: they are called by their number, masked (issue 37).
    expect(registered.displayName).toBe('+66 *****3333');

    // The placeholder alone signs nobody in (issue 24: anyone knowing the number knows it); the
    // registration, which proved the phone, is the session that sets the password.
    expect(
      await rejection(
        player.call('login', {
          body: { type: 'username', username: '0812223333', password: DEFAULT_MOBILE_PASSWORD, ...(await v4Answer(player)) },
        }),
      ),
    ).toMatchObject({ errorCode: 'login.cred.err' });
    player.token = registered.token;
    expect(
      await rejection(player.call('changePassword', { body: { oldPassword: DEFAULT_MOBILE_PASSWORD, newPassword: 'short' } })),
    ).toMatchObject({ errorCode: 'password_invalid' });
    expect(await rejection(player.call('changePassword', { body: { oldPassword: 'wrong-old1', newPassword: 'lotus5678' } }))).toMatchObject(
      { errorCode: 'old_password_err' },
    );
    await player.call('changePassword', { body: { oldPassword: DEFAULT_MOBILE_PASSWORD, newPassword: 'lotus5678' } });
    const after = await player.call('login', {
      body: { type: 'username', username: 'm66812223333', password: 'lotus5678', ...(await v4Answer(player)) },
    });
    expect(after.defaultPassword).toBe(false);
    // Every later sign-in and the member centre call them so too.
    expect(after).toMatchObject({ userName: 'm66812223333', displayName: '+66 *****3333' });
    player.token = after.token;
    expect(await player.call('memberInfo')).toMatchObject({ account: 'm66812223333', displayName: '+66 *****3333' });
  });

  it('refuses lotus login and registration without a captcha answer', async () => {
    const player = server.client('lotus');
    expect(await rejection(player.call('login', { body: { type: 'username', username: 'lotus1', password: 'lotus1234' } }))).toMatchObject({
      errorCode: 'captcha_invalid',
    });
    expect(
      await rejection(player.call('registerMobile', { body: { ...CONSENT, countryDialingCode: '66', mobileNum: '0819990000' } })),
    ).toMatchObject({
      errorCode: 'captcha_invalid',
    });
  });

  it('asks for a captcha on demo registration once the operator turns it on, and accepts a v3 answer', async () => {
    server.editMerchant('demo', 'merchant.json', (file) => {
      (file.register as { captcha: { enabled: boolean } }).captcha.enabled = true;
    });
    const player = server.client('demo');
    expect(await rejection(player.call('register', { body: { ...CONSENT, username: 'captcha1', password: 'secret123' } }))).toMatchObject({
      errorCode: 'captcha_invalid',
    });
    await expect(
      player.call('register', { body: { ...CONSENT, username: 'captcha1', password: 'secret123', ...(await v3Answer(player)) } }),
    ).resolves.toMatchObject({ userName: 'captcha1' });
    server.editMerchant('demo', 'merchant.json', (file) => {
      (file.register as { captcha: { enabled: boolean } }).captcha.enabled = false;
    });
  });

  it('logs in with an SMS code sent to the member mobile', async () => {
    const guest = server.client('demo');
    await expect(guest.call('smsNoLogin', { body: { countryDialingCode: '63', mobileNum: '9170000001' } })).resolves.toMatchObject({
      sent: true,
      expiresInSeconds: 300,
    });
    const code = await server.lastCode('639170000001');
    expect(
      await rejection(
        guest.call('login', {
          body: { type: 'sms', countryDialingCode: '63', mobileNum: '9170000001', smsCode: code === '123456' ? '654321' : '123456' },
        }),
      ),
    ).toMatchObject({ errorCode: 'sms_code_invalid' });
    await expect(
      guest.call('login', { body: { type: 'sms', countryDialingCode: '63', mobileNum: '9170000001', smsCode: code } }),
    ).resolves.toMatchObject({ userName: 'player1' });
  });

  it('resets a forgotten password with an SMS code; older sessions end', async () => {
    const player = server.client('demo');
    const registered = await player.call('register', {
      body: { ...CONSENT, username: 'forgetful1', password: 'secret123', countryDialingCode: '63', mobileNum: '9175550001' },
    });
    player.token = registered.token;
    await player.call('smsNoLogin', { body: { countryDialingCode: '63', mobileNum: '9175550001', smsTemplate: 'RESET_PASSWORD' } });
    const code = await server.lastCode('639175550001');
    await expect(
      server
        .client('demo')
        .call('resetPasswordSms', { body: { countryDialingCode: '63', mobileNum: '9175550001', smsCode: code, newPassword: 'brandnew1' } }),
    ).resolves.toMatchObject({ reset: true });
    expect(await rejection(player.call('memberInfo'))).toMatchObject({ status: 401 });
    await expect(
      server.client('demo').call('login', { body: { type: 'username', username: 'forgetful1', password: 'brandnew1' } }),
    ).resolves.toMatchObject({ userName: 'forgetful1' });
  });

  it('resets a forgotten password by user name: the code goes to the bound mobile, shown masked', async () => {
    const player = server.client('demo');
    const registered = await player.call('register', {
      body: { ...CONSENT, username: 'forgetful3', password: 'secret123', countryDialingCode: '63', mobileNum: '9175553935' },
    });
    player.token = registered.token;
    const sent = await server.client('demo').call('smsResetByUserName', { body: { userName: 'Forgetful3' } });
    expect(sent).toMatchObject({ sent: true, mobileNum: '•••• 3935', expiresInSeconds: 300 });
    const code = await server.lastCode('639175553935');
    const reset = (smsCode: string, userName = 'forgetful3') =>
      server.client('demo').call('resetPasswordByUserName', { body: { userName, smsCode, newPassword: 'brandnew3' } });
    expect(await rejection(reset(code === '123456' ? '654321' : '123456'))).toMatchObject({ errorCode: 'sms_code_invalid' });
    await expect(reset(code)).resolves.toMatchObject({ reset: true, userName: 'forgetful3' });
    // Used once: the same code resets nothing again; older sessions ended.
    expect(await rejection(reset(code))).toMatchObject({ errorCode: 'sms_code_invalid' });
    expect(await rejection(player.call('memberInfo'))).toMatchObject({ status: 401 });
    await expect(
      server.client('demo').call('login', { body: { type: 'username', username: 'forgetful3', password: 'brandnew3' } }),
    ).resolves.toMatchObject({ userName: 'forgetful3' });
  });

  it('answers a reset by an unknown user name or one without a mobile as any other', async () => {
    await server.client('demo').call('register', { body: { ...CONSENT, username: 'nomobile4', password: 'secret123' } });
    // Each ask solves the captcha: a device's free codes are spent by the tests before.
    const ask = async (userName: string) => {
      const client = server.client('demo');
      return client.call('smsResetByUserName', { body: { userName, ...(await v3Answer(client)) } });
    };
    const unknown = await ask('nobody-here-5');
    const withoutMobile = await ask('nomobile4');
    for (const answer of [unknown, withoutMobile]) {
      expect(answer).toMatchObject({ sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 });
      expect(answer.mobileNum).toMatch(/^•••• \d{4}$/);
    }
    // The same name shows the same made-up digits: asking twice tells nothing either.
    expect((await ask('nobody-here-5')).mobileNum).toBe(unknown.mobileNum);
    expect(
      await rejection(
        server
          .client('demo')
          .call('resetPasswordByUserName', { body: { userName: 'nobody-here-5', smsCode: '123456', newPassword: 'brandnew5' } }),
      ),
    ).toMatchObject({ errorCode: 'sms_code_invalid' });
  });

  it('resets a forgotten password with Firebase proving the number, and only that number', async () => {
    const player = server.client('demo');
    await player.call('register', {
      body: { ...CONSENT, username: 'forgetful2', password: 'secret123', countryDialingCode: '63', mobileNum: '9175550002' },
    });
    const reset = (phone: string) =>
      server.client('demo').call('resetPasswordSms', {
        body: {
          countryDialingCode: '63',
          mobileNum: '9175550002',
          firebaseIdToken: providers.idToken({ sub: `phone-${phone}`, phone_number: phone }),
          newPassword: 'brandnew2',
        },
      });
    // A token for someone else's number resets nothing.
    expect(await rejection(reset('+639175559999'))).toMatchObject({ errorCode: 'sms_code_invalid' });
    await expect(
      server.client('demo').call('login', { body: { type: 'username', username: 'forgetful2', password: 'secret123' } }),
    ).resolves.toMatchObject({ userName: 'forgetful2' });
    await expect(reset('+639175550002')).resolves.toMatchObject({ reset: true, userName: 'forgetful2' });
    await expect(
      server.client('demo').call('login', { body: { type: 'username', username: 'forgetful2', password: 'brandnew2' } }),
    ).resolves.toMatchObject({ userName: 'forgetful2' });
  });

  it('reports an expired password (older than the merchant maximum age)', async () => {
    await expect(
      server.client('demo').call('login', { body: { type: 'username', username: 'expired1', password: 'secret123' } }),
    ).resolves.toMatchObject({ passwordExpired: true, defaultPassword: false });
  });

  it('ends a lotus session used from another IP with token_ip_different', async () => {
    const home = server.client('lotus', { ip: '10.20.0.1' });
    home.token = (
      await home.call('login', { body: { type: 'username', username: 'lotus1', password: 'lotus1234', ...(await v4Answer(home)) } })
    ).token;
    await expect(home.call('memberInfo')).resolves.toMatchObject({ account: 'lotus1' });
    const elsewhere = server.client('lotus', { ip: '10.20.0.2' });
    elsewhere.token = home.token;
    expect(await rejection(elsewhere.call('memberInfo'))).toMatchObject({ status: 403, errorCode: 'token_ip_different' });
  });

  it('rate-limits repeated logins for one account silently (TOO_MANY_REQUEST)', async () => {
    const guest = server.client('demo');
    await guest.call('register', { body: { ...CONSENT, username: 'hammered1', password: 'secret123' } });
    for (let i = 0; i < 10; i += 1)
      await rejection(guest.call('login', { body: { type: 'username', username: 'hammered1', password: `wrong${i}xx` } }));
    const limited = await rejection(guest.call('login', { body: { type: 'username', username: 'hammered1', password: 'secret123' } }));
    expect(limited).toMatchObject({ kind: 'rate-limited', status: 429, errorCode: 'TOO_MANY_REQUEST' });
  });

  it('signs in with Firebase: unlinked gives bind_customer_required, social registration links it, then it signs in', async () => {
    const guest = server.client('demo');
    const token = providers.idToken({
      sub: 'google-uid-1',
      email: 'maria.santos@example.com',
      name: 'Maria Santos',
      firebase: { sign_in_provider: 'google.com' },
    });
    expect(
      await rejection(guest.call('login', { body: { type: 'firebase', firebaseIdToken: token, firebaseChannel: 'google.com' } })),
    ).toMatchObject({
      status: 404,
      errorCode: 'bind_customer_required',
      value: { provider: 'firebase', email: 'maria.santos@example.com' },
    });
    const registered = await guest.call('registerSocial', {
      body: { firebaseIdToken: token, firebaseChannel: 'google.com', registerMethod: 'H5' },
    });
    expect(registered.userName).toBe('mariasantos');
    await expect(
      guest.call('login', { body: { type: 'firebase', firebaseIdToken: providers.idToken({ sub: 'google-uid-1' }) } }),
    ).resolves.toMatchObject({ id: registered.id });
    expect(
      await rejection(guest.call('login', { body: { type: 'firebase', firebaseIdToken: `${token.slice(0, -4)}AAAA` } })),
    ).toMatchObject({ errorCode: 'id_token_invalid' });
  });

  it('links a Firebase identity when the player logs in to an existing account ("login existing account")', async () => {
    const guest = server.client('demo');
    const linked = await guest.call('login', {
      body: { type: 'username', username: 'vip1', password: 'secret123', firebaseIdToken: providers.idToken({ sub: 'fb-uid-9' }) },
    });
    await expect(
      guest.call('login', { body: { type: 'firebase', firebaseIdToken: providers.idToken({ sub: 'fb-uid-9' }) } }),
    ).resolves.toMatchObject({ id: linked.id, userName: 'vip1' });
  });

  it('logs in with a Firebase phone sign-in as an SMS login', async () => {
    await expect(
      server
        .client('demo')
        .call('login', { body: { type: 'sms', firebaseIdToken: providers.idToken({ sub: 'phone-uid', phone_number: '+639170000003' }) } }),
    ).resolves.toMatchObject({ userName: 'default1', defaultPassword: true });
  });

  it('exchanges a LINE code, refuses the unlinked LINE identity with exists_line_err, links it at registration, then signs in with LINE', async () => {
    const guest = server.client('lotus');
    const code = providers.lineCode({ userId: 'U-line-1', displayName: 'Somchai', pictureUrl: 'https://profile.example/somchai.png' });
    const exchanged = await guest.call('verifyLineCode', {
      body: { code, redirectUri: 'http://lotus.localhost/m/home', codeVerifier: 'v'.repeat(43) },
    });
    expect(exchanged).toMatchObject({ name: 'Somchai', picture: 'https://profile.example/somchai.png' });
    expect(providers.lineRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://lotus.localhost/m/home',
      client_id: '1650000000',
      code_verifier: 'v'.repeat(43),
    });

    expect(await rejection(guest.call('loginLine', { body: { lineSessionToken: exchanged.lineSessionToken } }))).toMatchObject({
      errorCode: 'exists_line_err',
      value: { name: 'Somchai' },
    });
    const smsCode = await registrationCode(guest, '0814445555');
    const registered = await guest.call('registerMobile', {
      body: {
        ...CONSENT,
        countryDialingCode: '66',
        mobileNum: '0814445555',
        smsCode,
        lineSessionToken: exchanged.lineSessionToken,
        ...(await v4Answer(guest)),
      },
    });
    await expect(guest.call('loginLine', { body: { lineSessionToken: exchanged.lineSessionToken, device: 'PWA' } })).resolves.toMatchObject(
      { id: registered.id },
    );
    expect(
      await rejection(guest.call('verifyLineCode', { body: { code: 'used-or-forged', redirectUri: 'http://lotus.localhost/m/home' } })),
    ).toMatchObject({ errorCode: 'line_verify_failed' });
  });

  it('signs in with Maya, creating the member on first use', async () => {
    const guest = server.client('demo');
    const first = await guest.call('loginMaya', {
      body: { sessionId: providers.mayaSession({ userId: 'maya-1', name: 'Juan Cruz' }), env: 'sandbox' },
    });
    const second = await guest.call('loginMaya', { body: { sessionId: providers.mayaSession({ userId: 'maya-1', name: 'Juan Cruz' }) } });
    expect(second.id).toBe(first.id);
    expect(await rejection(guest.call('loginMaya', { body: { sessionId: 'unknown-session' } }))).toMatchObject({
      errorCode: 'maya_session_invalid',
    });
  });

  it('says so when Maya cannot be reached, and when the merchant has no Maya sign-in', async () => {
    const guest = server.client('lotus');
    expect(await rejection(guest.call('loginMaya', { body: { sessionId: 'any-session' } }))).toMatchObject({
      errorCode: 'maya_not_enabled',
    });
    server.editMerchant('lotus', 'integrations.json', (file) => {
      file.maya = { sessionUrl: 'http://127.0.0.1:1/maya/sessions', apiKey: 'lotus-key' };
    });
    try {
      expect(await rejection(guest.call('loginMaya', { body: { sessionId: 'any-session' } }))).toMatchObject({
        errorCode: 'maya_unavailable',
        status: 503,
      });
    } finally {
      server.editMerchant('lotus', 'integrations.json', (file) => {
        file.maya = null;
      });
    }
  });

  it('suggests a free username', async () => {
    const { username } = await server.client('demo').call('registerAutoUsername', { body: { prefix: 'player' } });
    expect(username).toMatch(/^player\d*$/);
  });
});
