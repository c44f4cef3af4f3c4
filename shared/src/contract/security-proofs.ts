/**
 * The security page's rule (issue 26, docs/member-centre.md "Security settings"): which current
 * factors may confirm a change of contact or second factor. Pure and zod-free: the server
 * enforces it and the page offers exactly these, from the same function.
 */
export const SECOND_FACTORS = ['sms', 'email', 'ga'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];
export type ProofType = 'password' | SecondFactor;

/** How a sign-in was made, as the last-logins list names it. */
export const SIGN_IN_METHOD_NAMES = ['password', 'sms', 'firebase', 'line', 'maya', 'two_factor', 'register'] as const;
export type SignInMethodName = (typeof SIGN_IN_METHOD_NAMES)[number];

export interface ProofFacts {
  twoFactor: Record<SecondFactor, boolean>;
  /** False for a mobile account still on its placeholder password (anyone knowing the number knows it). */
  passwordProof: boolean;
  mobileNum: string | null;
}

/**
 * The password, or a code of a second factor that is on. A mobile account without a real
 * password proves itself by an SMS code to its number: that is how it signs in.
 */
export function availableProofs(facts: ProofFacts): ProofType[] {
  const proofs: ProofType[] = [];
  if (facts.passwordProof) proofs.push('password');
  if (facts.twoFactor.sms || (!facts.passwordProof && facts.mobileNum !== null)) proofs.push('sms');
  if (facts.twoFactor.email) proofs.push('email');
  if (facts.twoFactor.ga) proofs.push('ga');
  return proofs;
}
