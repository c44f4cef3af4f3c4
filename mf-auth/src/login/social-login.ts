/**
 * A social sign-in from start to session (SPEC 4, 8): refused in private browsing
 * (not_support_incognito); Firebase errors shown by code ('Code:' / 'Reason:'), a replaced popup
 * ignored; then the login of type firebase, whose bind_customer_required is handled there.
 */
import { i18n } from '@m/shared';
import { statusReady } from '../common/auth-environment';
import { isPrivateBrowsing } from '../platform/device/private-browsing';
import { login, type LoginOutcome } from './login-service';
import { firebaseErrorText } from '../platform/firebase/firebase-errors';
import { oneTapIdToken, socialIdToken, type SocialProvider } from '../platform/firebase/social-sign-in';

/** null: nothing to show (the player's popup was replaced by a newer one). */
export async function socialLogin(provider: SocialProvider | 'one-tap', googleIdToken?: string): Promise<LoginOutcome | null> {
  const t = i18n.getFixedT(null, 'auth');
  if (await isPrivateBrowsing()) return { status: 'failed', message: t('not_support_incognito'), errorCode: 'not_support_incognito' };
  let idToken: string;
  try {
    const status = await statusReady();
    idToken = provider === 'one-tap' ? await oneTapIdToken(status, googleIdToken ?? '') : await socialIdToken(status, provider);
  } catch (error) {
    const text = firebaseErrorText(error, (key) => t(key));
    return text === null ? null : { status: 'failed', message: text };
  }
  return login({ kind: 'firebase', channel: provider === 'one-tap' ? 'google' : provider, idToken });
}
