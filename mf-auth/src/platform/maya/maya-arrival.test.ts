import { readMayaArrival, withoutMayaParams } from './maya-arrival';

describe('an arrival from the Maya wallet', () => {
  it('is read from sessionId and env on any page but the game launch', () => {
    expect(readMayaArrival('/m/home', '?sessionId=AbC123-xyz_9&env=sandbox')).toEqual({ sessionId: 'AbC123-xyz_9', env: 'sandbox' });
    expect(readMayaArrival('/m/login', '?sessionId=AbC123-xyz_9')).toEqual({ sessionId: 'AbC123-xyz_9', env: null });
    expect(readMayaArrival('/m/launchGame', '?sessionId=AbC123-xyz_9')).toBeNull();
    expect(readMayaArrival('/m/home', '?affiliateCode=aff1')).toBeNull();
  });

  it('is refused as malformed when the session id or env is not of their shape', () => {
    expect(readMayaArrival('/m/home', '?sessionId=short')).toEqual({ malformed: true });
    expect(readMayaArrival('/m/home', '?sessionId=')).toEqual({ malformed: true });
    expect(readMayaArrival('/m/home', `?sessionId=${'a'.repeat(300)}`)).toEqual({ malformed: true });
    expect(readMayaArrival('/m/home', '?sessionId=abcdefgh12&env=%3Cscript%3E')).toEqual({ malformed: true });
  });

  it('leaves the address without the session, keeping the rest', () => {
    expect(withoutMayaParams('/m/home', '?sessionId=AbC123-xyz_9&env=sandbox&affiliateCode=aff1', '#top')).toBe('/m/home?affiliateCode=aff1#top');
    expect(withoutMayaParams('/m/home', '?sessionId=AbC123-xyz_9', '')).toBe('/m/home');
  });
});
