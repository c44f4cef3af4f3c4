/**
 * Firebase phone sign-in (SPEC 4, 5): send the code to '+' + dialing code + number, then
 * confirm it; confirming with no confirmation result (no code sent, or it was used or dropped)
 * is 'auth/code-expired'. The invisible reCAPTCHA needs an element in the page.
 */
import type { ConfirmationResult, RecaptchaVerifier } from 'firebase/auth';
import type { SystemStatus } from '@m/shared';
import { firebaseAuth } from './firebase-client';
import { codeExpiredError } from './firebase-errors';

/** E.164 as SPEC 5 says: '+', dialing code, number (a national leading 0 is not part of it). */
export function firebasePhoneNumber(dialingCode: string, number: string): string {
  return `+${dialingCode.replace(/\D/g, '')}${number.replace(/\D/g, '').replace(/^0+/, '')}`;
}

export class PhoneSignIn {
  private confirmation: ConfirmationResult | null = null;
  private verifier: RecaptchaVerifier | null = null;

  get codeSent(): boolean {
    return this.confirmation !== null;
  }

  async sendCode(status: SystemStatus, dialingCode: string, number: string, recaptchaContainer: HTMLElement): Promise<void> {
    const { auth, sdk } = await firebaseAuth(status);
    this.verifier?.clear();
    this.verifier = new sdk.RecaptchaVerifier(auth, recaptchaContainer, { size: 'invisible' });
    this.confirmation = null;
    this.confirmation = await sdk.signInWithPhoneNumber(auth, firebasePhoneNumber(dialingCode, number), this.verifier);
  }

  /** The Firebase ID token that proves the number. */
  async confirm(status: SystemStatus, code: string): Promise<string> {
    if (!this.confirmation) throw codeExpiredError();
    const credential = await this.confirmation.confirm(code.trim());
    this.confirmation = null;
    const token = await credential.user.getIdToken();
    const { auth } = await firebaseAuth(status);
    await auth.signOut();
    return token;
  }

  dispose(): void {
    this.verifier?.clear();
    this.verifier = null;
    this.confirmation = null;
  }
}
