/**
 * The ONE place where API errors reach the player (SPEC section 8): subscribes to the bus's
 * `api.error`, which the API client publishes for every failure worth presenting, whichever
 * bundle made the call. The error-code table is fetched by the first failure, or earlier with
 * the tracker once the first screen has settled and the page is idle (tracking/tracker-loader.tsx),
 * so that no first view downloads it (issue 40); failures are shown in the order they came.
 */
import type { Subscription } from 'rxjs';
import {
  bus,
  i18n,
  loadErrorCodeTable,
  NETWORK_OFFLINE_TOAST_MS,
  overlays$,
  sessionStore,
  showNotice,
  showToast,
  type ErrorCodeTable,
} from '@m/shared';
import { presentationFor, presentedText, type ApiErrorEvent } from './error-presentation';

export interface PresenterDeps {
  /** Defaults to the page's protocol. */
  https?: () => boolean;
  /** Where the 'please login' notice leads; defaults to the shell's navigation over the bus. */
  goToLogin?: () => void;
  /** Defaults to @m/shared's `loadErrorCodeTable` (a chunk of the shell). */
  loadTable?: () => Promise<ErrorCodeTable>;
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

  const loadTable = deps.loadTable ?? loadErrorCodeTable;
  let table: ErrorCodeTable | null = null;
  let loading: Promise<void> | null = null;
  const tableLoaded = (): Promise<void> => {
    loading ??= loadTable().then(
      (loaded) => void (table = loaded),
      () => void (loading = null), // offline: shown without it, and the next failure tries again
    );
    return loading;
  };

  const present = (event: ApiErrorEvent) => {
    const shown = presentationFor(event, {
      https: https(),
      toastMs: NETWORK_OFFLINE_TOAST_MS,
      entryOf: (code) => table?.errorCodeEntry(code),
    });
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
  };

  // Failures that came before the table wait for it, in order; later ones are shown at once.
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;
  const subscription = bus.on('api.error').subscribe((event) => {
    // An expired session is known by the codes every page carries (error-code-checks.ts): it is
    // ended and the player asked to log in at once, never after the table's download.
    if ((table && waiting === 0) || event.kind === 'session-expired') {
      present(event);
      return;
    }
    waiting += 1;
    queue = queue
      .then(tableLoaded)
      .then(() => present(event))
      .catch((error: unknown) => console.error('[errors] a failure could not be shown', error))
      .finally(() => void (waiting -= 1));
  });
  return subscription;
}
