import { availableProofs } from './security-proofs';

const off = { sms: false, email: false, ga: false };

describe('availableProofs', () => {
  it('asks a member without second factors for the password only', () => {
    expect(availableProofs({ twoFactor: off, passwordProof: true, mobileNum: '***1234' })).toEqual(['password']);
  });

  it('also accepts a code of every second factor that is on, and none of one that is off', () => {
    expect(availableProofs({ twoFactor: { sms: false, email: true, ga: true }, passwordProof: true, mobileNum: '***1234' })).toEqual([
      'password',
      'email',
      'ga',
    ]);
  });

  it('lets a mobile account on its placeholder password prove itself by SMS, not by the placeholder', () => {
    expect(availableProofs({ twoFactor: off, passwordProof: false, mobileNum: '***1234' })).toEqual(['sms']);
  });
});
