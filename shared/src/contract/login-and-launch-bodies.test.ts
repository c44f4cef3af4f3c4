/**
 * The login, social registration and game-launch bodies as the server reads them: one shape per
 * kind, each with the fields it needs, so a handler never guesses (or casts) which fields a
 * request carries.
 */
import { CONTRACT } from './contract';

const login = (body: unknown) => CONTRACT.login.body.safeParse(body);
const launch = (body: unknown) => CONTRACT.launchGame.body.safeParse(body);
const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('login body', () => {
  it('reads a body without a type as a password login, and refuses one without its password', () => {
    expect(login({ username: 'player01', password: 'secret123' })).toMatchObject({
      success: true,
      data: { type: 'username', username: 'player01' },
    });
    expect(paths(login({ type: 'username', username: 'player01' }))).toEqual(['password']);
  });

  it('reads an SMS login as the code sent to the number, or as a Firebase token, naming each missing field', () => {
    const byCode = login({ type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', smsCode: '123456' });
    expect(byCode.success && 'firebaseIdToken' in byCode.data).toBe(false);
    expect(byCode).toMatchObject({ success: true, data: { mobileNum: '9171234567', smsCode: '123456' } });
    const byToken = login({ type: 'sms', firebaseChannel: 'phone', firebaseIdToken: 'T' });
    expect(byToken).toMatchObject({ success: true, data: { type: 'sms', firebaseIdToken: 'T' } });
    expect(paths(login({ type: 'sms', mobileNum: '9171234567' }))).toEqual(['countryDialingCode', 'smsCode']);
  });

  it('needs the token of a Firebase or LINE login, and refuses an unknown type', () => {
    expect(paths(login({ type: 'firebase' }))).toEqual(['firebaseIdToken']);
    expect(paths(login({ type: 'line' }))).toEqual(['lineSessionToken']);
    expect(login({ type: 'line', lineSessionToken: 'L' }).success).toBe(true);
    expect(paths(login({ type: 'facebook', username: 'a', password: 'b' }))).toEqual(['type']);
  });
});

describe('game launch body', () => {
  it('reads the lottery by default, by its vendor or by any lottery field, with the lobby as its default game', () => {
    expect(launch({})).toMatchObject({ success: true, data: { kind: 'lottery', vendor: 'LOTT', gameCode: 'game_list' } });
    expect(launch({ vendor: 'PG', lottoGameCode: 'VN_HN' })).toMatchObject({
      success: true,
      data: { kind: 'lottery', vendor: 'LOTT', gameCode: 'VN_HN' },
    });
    expect(launch({ launchMode: 'LOTT', gameCode: 'lobby' })).toMatchObject({
      success: true,
      data: { kind: 'lottery', gameCode: 'lobby' },
    });
  });

  it("reads another vendor's launch with its game, and refuses one that names no game", () => {
    expect(launch({ vendor: 'PG', gameCode: 'fortune-tiger', backUrl: '/m/home' })).toMatchObject({
      success: true,
      data: { kind: 'vendor', vendor: 'PG', gameCode: 'fortune-tiger', backUrl: '/m/home' },
    });
    expect(paths(launch({ vendor: 'PG' }))).toEqual(['gameCode']);
    expect(paths(launch({ lottoGameCode: '' }))).toEqual(['gameCode']);
  });
});

describe('social registration body', () => {
  const social = (body: unknown) => CONTRACT.registerSocial.body.safeParse(body);

  it('carries exactly one identity, the Firebase token or the LINE session', () => {
    const firebase = social({ firebaseIdToken: 'T', firebaseChannel: 'google' });
    expect(firebase).toMatchObject({ success: true, data: { firebaseIdToken: 'T' } });
    expect(firebase.success && 'lineSessionToken' in firebase.data).toBe(false);
    expect(social({ lineSessionToken: 'L' })).toMatchObject({ success: true, data: { lineSessionToken: 'L' } });
    expect(paths(social({ firebaseIdToken: 'T', lineSessionToken: 'L' }))).toEqual(['firebaseIdToken']);
    expect(paths(social({}))).toEqual(['firebaseIdToken']);
  });
});
