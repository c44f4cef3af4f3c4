import { checkMayaArrival } from './maya-arrival';

describe('an arrival from the Maya wallet', () => {
  it('carries a session id and, when Maya names it, its environment', () => {
    expect(checkMayaArrival({ sessionId: 'AbC123-xyz_9', env: 'sandbox' })).toEqual({ sessionId: 'AbC123-xyz_9', env: 'sandbox' });
    expect(checkMayaArrival({ sessionId: 'AbC123-xyz_9', env: '' })).toEqual({ sessionId: 'AbC123-xyz_9', env: null });
  });

  it('is refused as malformed when the session id or env is not of their shape', () => {
    expect(checkMayaArrival({ sessionId: 'short', env: null })).toEqual({ malformed: true });
    expect(checkMayaArrival({ sessionId: '', env: null })).toEqual({ malformed: true });
    expect(checkMayaArrival({ sessionId: 'a'.repeat(300), env: null })).toEqual({ malformed: true });
    expect(checkMayaArrival({ sessionId: '<script>alert(1)</script>', env: null })).toEqual({ malformed: true });
    expect(checkMayaArrival({ sessionId: 'abcdefgh12', env: '<script>' })).toEqual({ malformed: true });
  });
});
