/**
 * SPEC sections 6 and 7: a signed-in player's language change is saved on the server
 * (POST /wps/member/language {language}), except for member type 4. Failures are presented by
 * the error catalogue like any other call (session expiry logs out).
 *
 * The other way round: when a session starts on this page (a login, on another phone say), the
 * language the server keeps for the member is applied here, so the choice follows the player. A
 * session the page started with (a reload, a token handed over) keeps the phone's language.
 * Type 4 is left alone both ways: its language is the operator's.
 */
import type { Subscription } from 'rxjs';
import { api, bus, changeLanguage, currentLanguage, sessionStore, supportedLanguages$ } from '@m/shared';
import { recordDecision } from '../decisions';

/** Member type 4 keeps its language on the server as the operator set it. */
export const LANGUAGE_SYNC_SKIPPED_TYPE = 4;

/** The language the server should take from a member-info answer, or null to keep this phone's. */
export function languageFromServer(serverLanguage: unknown, current: string, supported: readonly string[]): string | null {
  if (typeof serverLanguage !== 'string') return null;
  const code = serverLanguage.toUpperCase();
  return code !== current && supported.includes(code) ? code : null;
}

export function startMemberLanguageSync(): Subscription {
  const up = bus.on('i18n.language.changed').subscribe(({ language, origin }) => {
    // Stated for support and tests: "not sent" and a silent failure show nothing on the page.
    const decided = (decision: string) => recordDecision(`member-language ${language}`, decision);
    // The language just taken from the server is not sent back to it; one followed from another
    // tab was sent by that tab.
    if (origin === 'server') return decided('not-sent:from-server');
    if (origin === 'other-tab') return decided('not-sent:other-tab');
    const session = sessionStore.current;
    if (!session) return decided('not-sent:guest');
    if (session.type === LANGUAGE_SYNC_SKIPPED_TYPE) return decided('not-sent:member-type-4');
    api.call('memberLanguage', { body: { language } }).then(
      () => decided('saved'),
      // Already presented by the error catalogue (the client publishes before it rejects); the
      // choice is kept locally either way.
      (error: { kind?: string }) => decided(`not-saved:${error.kind ?? 'unknown'}`),
    );
  });
  let first = true;
  const down = sessionStore.token$.subscribe((token) => {
    const initial = first;
    first = false;
    if (initial) return;
    const session = sessionStore.current;
    if (!token || !session || session.type === LANGUAGE_SYNC_SKIPPED_TYPE) return;
    api
      .call('memberInfo', { cache: false, notify: false })
      .then((info) => {
        if (sessionStore.token !== token || info.type === LANGUAGE_SYNC_SKIPPED_TYPE) return;
        const language = languageFromServer(info.language, currentLanguage(), supportedLanguages$.value);
        if (!language) return;
        void changeLanguage(language, 'server');
      })
      .catch(() => {
        // No member info: the phone's language stays.
      });
  });
  up.add(down);
  return up;
}
