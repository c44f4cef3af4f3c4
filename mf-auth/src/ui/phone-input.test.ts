import { showsDialingCode } from './phone-input';
import { firebasePhoneNumber } from '../platform/firebase/phone-sign-in';

describe('mobile numbers (SPEC 5)', () => {
  it('shows the dialing code when the mobile-ICC flag or firebase is on', () => {
    expect(showsDialingCode(true, 'internal')).toBe(true);
    expect(showsDialingCode(false, 'firebase')).toBe(true);
    expect(showsDialingCode(false, 'internal')).toBe(false);
  });

  it("gives Firebase '+' + dialing code + number", () => {
    expect(firebasePhoneNumber('66', '812345678')).toBe('+66812345678');
    expect(firebasePhoneNumber('+63', '0917-123 4567')).toBe('+639171234567');
  });
});
