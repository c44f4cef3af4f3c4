/**
 * Log out from the header (SPEC 9 "Logout"): POST /wps/session/logout, then the session ends
 * here whatever the server said, auto-login is turned off on this device (or the next load
 * would sign the player straight back in), and the player goes home.
 */
import { useState } from 'react';
import { api, AUTO_LOGIN_STORAGE_KEY, safeLocal, sessionStore, useTranslation } from '@m/shared';
import { useAppNavigate } from '../routes/use-app-navigate';

export async function logOut(): Promise<void> {
  try {
    await api.call('logout', { notify: false });
  } catch {
    // an expired or unknown token is logged out all the same
  }
  // No storage, no auto-login either: safeLocal never throws.
  safeLocal.set(AUTO_LOGIN_STORAGE_KEY, '0');
  sessionStore.clear();
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
