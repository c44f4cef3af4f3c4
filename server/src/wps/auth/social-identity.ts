/**
 * Social identities a request proves: a Firebase ID token (Google, Facebook... through
 * Firebase, or a Firebase phone sign-in), a LINE session token this server issued after the
 * LINE code exchange, or a Maya session. Each resolves to (provider, subject) plus what the
 * front end may show (name, picture, phone).
 */
import type { MerchantData } from '../../merchants/merchant-catalog';
import { WpsError } from '../http/wps-error';
import { resolveUrl, type WpsContext } from '../wps-context';
import { IdTokenError, type IdTokenClaims } from './id-token-verifier';

export interface SocialIdentity {
  provider: 'firebase' | 'line' | 'maya';
  subject: string;
  name: string | null;
  picture: string | null;
  email: string | null;
  /** Digits of the verified phone number (Firebase phone sign-in). */
  phoneDigits: string | null;
}

export async function firebaseIdentity(
  ctx: WpsContext,
  merchant: MerchantData,
  idToken: string,
): Promise<SocialIdentity & { claims: IdTokenClaims }> {
  const firebase = merchant.integrations.firebase;
  if (!firebase) throw new WpsError(400, 'id_token_invalid', { reason: 'Firebase is not configured for this merchant' });
  let claims: IdTokenClaims;
  try {
    claims = await ctx.idTokens.verify(idToken, {
      issuer: firebase.issuer,
      audience: firebase.audience,
      jwksUrl: resolveUrl(ctx, firebase.jwksUrl),
    });
  } catch (error) {
    if (error instanceof IdTokenError) throw new WpsError(400, 'id_token_invalid', { reason: error.message });
    throw error;
  }
  return {
    provider: 'firebase',
    subject: claims.sub,
    name: typeof claims.name === 'string' ? claims.name : null,
    picture: typeof claims.picture === 'string' ? claims.picture : null,
    email: typeof claims.email === 'string' ? claims.email : null,
    phoneDigits: typeof claims.phone_number === 'string' ? claims.phone_number.replace(/\D/g, '') : null,
    claims,
  };
}

export function lineIdentity(ctx: WpsContext, merchant: MerchantData, lineSessionToken: string, now: number): SocialIdentity {
  const session = ctx.verification.lineSession(merchant.code, lineSessionToken, now);
  if (!session) throw new WpsError(400, 'line_session_invalid');
  return { provider: 'line', subject: session.line_user_id, name: session.name, picture: session.picture, email: null, phoneDigits: null };
}
