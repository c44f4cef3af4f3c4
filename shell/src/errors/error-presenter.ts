/**
 * The ONE place where API errors reach the player (SPEC section 8): subscribes to the bus's
 * `api.error`, which the API client publishes for every failure worth presenting, whichever
 * bundle made the call.
 */
import type { Subscription } from 'rxjs';
import { bus, i18n, NETWORK_OFFLINE_TOAST_MS, overlays$, sessionStore, showNotice, showToast } from '@m/shared';
import { presentationFor, presentedText } from './error-presentation';

export interface PresenterDeps {
  /** Defaults to the page's protocol. */
  https?: () => boolean;
  /** Where the 'please login' notice leads; defaults to the shell's navigation over the bus. */
  goToLogin?: () => void;
}

export function startErrorPresenter(deps: PresenterDeps = {}): Subscription {
  const https = deps.https ?? (() => window.location.protocol === 'https:');
  const goToLogin = deps.goToLogin ?? (() => bus.publish('nav.navigate', { to: '/login' }));
  let loginNoticeOpen = false;

  const notice = (message: string, title?: string): Promise<void> | null => {
    // A burst of failing calls (a page firing several requests) gives one notice, not a stack.
    if (overlays$.value.some((o) => o.kind === 'notice' && o.message === message)) return null;
    return showNotice(title ? { title, message } : { message });
  };

  return bus.on('api.error').subscribe((event) => {
    const shown = presentationFor(event, { https: https(), toastMs: NETWORK_OFFLINE_TOAST_MS });
    switch (shown.action) {
      case 'silent':
        return;
      case 'session-expired': {
        sessionStore.clear({ clearStorage: true });
        if (loginNoticeOpen) return;
        loginNoticeOpen = true;
        void showNotice({ title: i18n.t('please_login'), message: i18n.t('please_login_msg'), button: i18n.t('nav_login') }).then(() => {
          loginNoticeOpen = false;
          goToLogin();
        });
        return;
      }
      case 'change-password':
        // No notice: the change-password page says what to do, and every other call waits for it.
        bus.publish('nav.navigate', { to: '/changePsw' });
        return;
      case 'toast':
        showToast(presentedText(shown, (key) => i18n.t(key)) ?? '', shown.durationMs);
        return;
      case 'notice':
        void notice(presentedText(shown, (key) => i18n.t(key)) ?? '');
    }
  });
}
