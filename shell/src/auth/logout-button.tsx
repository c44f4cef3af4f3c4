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
      className="btn btn--small"
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
      {t('nav_logout')}
    </button>
  );
}
