/**
 * Log out from the header (SPEC 9 "Logout"): the session ends here at once, auto-login is turned
 * off on this device (or the next load would sign the player straight back in), then
 * POST /wps/session/logout tells the server, and the player goes home. Ending it here first
 * means a player who leaves the page before the server answers does not come back to a stored
 * token the server has already ended (and a "session ended" notice).
 */
import { useState } from 'react';
import { api, AUTO_LOGIN_STORAGE_KEY, safeLocal, sessionStore, useTranslation } from '@m/shared';
import { useAppNavigate } from '../routes/use-app-navigate';

export async function logOut(): Promise<void> {
  const token = sessionStore.token;
  // No storage, no auto-login either: safeLocal never throws.
  safeLocal.set(AUTO_LOGIN_STORAGE_KEY, '0');
  sessionStore.clear();
  if (!token) return;
  try {
    await api.call('logout', { notify: false, headers: { Authorization: token } });
  } catch {
    // an expired or unknown token is logged out all the same
  }
}

export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn btn--small app-header__icon-btn"
      data-testid="header-logout"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logOut().finally(() => {
          setBusy(false);
          navigate('/home', { replace: true });
        });
      }}
    >
      {/* On a narrow phone the icon alone, its name kept for screen readers (issue 37: room for Deposit). */}
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M17 7l-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4V5z"
        />
      </svg>
      <span className="app-header__btn-text">{t('nav_logout')}</span>
    </button>
  );
}
