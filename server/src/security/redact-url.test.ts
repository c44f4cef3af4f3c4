import { redactUrl } from './redact-url';

describe('URLs in the log', () => {
  it('never carry a session token or one-time secret', () => {
    expect(redactUrl('/m/home?token=abcdefgh12345678&cid=9')).toBe('/m/home?token=[redacted]&cid=9');
    expect(redactUrl('/m/game?TOKENS=zyx&x=1&ticket=t1')).toBe('/m/game?TOKENS=[redacted]&x=1&ticket=[redacted]');
    expect(redactUrl('/m/home?code=line-code&state=s')).toBe('/m/home?code=[redacted]&state=s');
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/m/home')).toBe('/m/home');
    expect(redactUrl('/m/home?cid=1&%E0=2')).toBe('/m/home?cid=1&%E0=2');
  });
});
