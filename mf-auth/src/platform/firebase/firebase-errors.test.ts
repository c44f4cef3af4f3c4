import { codeExpiredError, firebaseErrorText } from './firebase-errors';

const translate = (key: string) => `<${key}>`;

describe('Firebase error texts (SPEC 8)', () => {
  it("shows a known code with its translated reason on 'Code:' and 'Reason:' lines", () => {
    expect(firebaseErrorText({ code: 'auth/invalid-verification-code' }, translate)).toBe(
      '<firebase_code>: auth/invalid-verification-code\n<firebase_reason>: <firebase_invalid_verification_code>',
    );
  });

  it("shows an unknown code as 'auth/unknown'", () => {
    expect(firebaseErrorText({ code: 'auth/something-new' }, translate)).toBe(
      '<firebase_code>: auth/unknown\n<firebase_reason>: <firebase_unknown>',
    );
    expect(firebaseErrorText(new Error('boom'), translate)).toContain('auth/unknown');
  });

  it("ignores 'auth/cancelled-popup-request'", () => {
    expect(firebaseErrorText({ code: 'auth/cancelled-popup-request' }, translate)).toBeNull();
  });

  it("reports a confirmation without a sent code as 'auth/code-expired'", () => {
    expect(firebaseErrorText(codeExpiredError(), translate)).toContain('auth/code-expired');
  });
});
