/**
 * SPEC sections 6 and 7: a signed-in player's language change is saved on the server
 * (POST /wps/member/language {language}), except for member type 4. Failures are presented by
 * the error catalogue like any other call (session expiry logs out).
 */
import type { Subscription } from 'rxjs';
import { api, bus, sessionStore } from '@m/shared';

/** Member type 4 keeps its language on the server as the operator set it. */
export const LANGUAGE_SYNC_SKIPPED_TYPE = 4;

export function startMemberLanguageSync(): Subscription {
  return bus.on('i18n.language.changed').subscribe(({ language }) => {
    const session = sessionStore.current;
    if (!session || session.type === LANGUAGE_SYNC_SKIPPED_TYPE) return;
    api.call('memberLanguage', { body: { language } }).catch(() => {
      // Already presented by the error catalogue; the choice is kept locally either way.
    });
  });
}
