/**
 * The shell side of "open the login/register dialog" (SPEC 2): listens for
 * `auth.dialog.open`, mounts mf-auth's `./AuthDialogs` parcel in an isolated area on first need
 * (never in the first view), hands it the request, and waits for `auth.dialog.opened`. When
 * mf-auth cannot be loaded, breaks while mounting, or does not answer in time, the request
 * becomes the page instead (/m/login, /m/register).
 *
 * It also starts the parcel unasked when mf-auth has page-wide work: a return from LINE, an
 * arrival from the Maya wallet, or a remembered login to sign in with (SPEC 4). And it turns auto-login off on token_ip_different.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { AUTO_LOGIN_STORAGE_KEY, bus, isErrorCode, safeLocal, sessionStore, webStorage } from '@m/shared';
import { loadParcel } from '../federation/registry';
import { useAppNavigate } from '../routes/use-app-navigate';
import { DialogRequests, type DialogRequest } from './dialog-requests';
import { isLineReturn, mayAutoLogin } from './start-conditions';
import { pendingMayaArrival } from './maya-arrival-query';

export function AuthDialogHost() {
  const navigate = useAppNavigate();
  const location = useLocation();
  // Nothing of this is drawn until the parcel is in, so the server's render (no window) wants nothing.
  const [wanted, setWanted] = useState(
    () =>
      typeof window !== 'undefined' &&
      (isLineReturn(window.location.pathname, window.location.search) ||
        pendingMayaArrival() !== null ||
        mayAutoLogin(sessionStore.token !== null, webStorage('local'))),
  );
  const [parcel, setParcel] = useState<ParcelConfig | null>(null);
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const navigateRef = useRef(navigate);
  // After each render (a ref is not written during render); the fallback reads it later.
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });

  // The fallback runs when a request goes unanswered (a timer), never during render: the ref is
  // read then, not here.
  // oxlint-disable-next-line react/refs
  const requests = useMemo(() => new DialogRequests({ fallback: (dialog) => navigateRef.current(`/${dialog}`) }), []);

  useEffect(() => {
    const opens = bus.on('auth.dialog.open').subscribe((next) => {
      if (requests.add(next)) {
        setRequest(next);
        setWanted(true);
      }
    });
    const answers = bus.on('auth.dialog.opened').subscribe(({ requestId }) => requests.answered(requestId));
    // SPEC 4, 8: a token used from another IP turns auto-login off on this device.
    const ipChanged = bus.on('api.error').subscribe(({ errorCode }) => {
      if (isErrorCode(errorCode, 'token_ip_different')) safeLocal.set(AUTO_LOGIN_STORAGE_KEY, '0');
    });
    return () => {
      opens.unsubscribe();
      answers.unsubscribe();
      ipChanged.unsubscribe();
    };
  }, [requests]);

  useEffect(() => {
    if (!wanted || parcel) return;
    let live = true;
    loadParcel('mf-auth', './AuthDialogs').then(
      (config) => live && setParcel(config),
      (error: unknown) => {
        console.warn('[auth] dialogs unavailable, pages instead:', error instanceof Error ? error.message : error);
        requests.markUnavailable();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, parcel, requests]);

  const fail = useCallback(
    (error: Error) => {
      console.error('[auth] dialogs parcel failed:', error.message);
      requests.markUnavailable();
      setParcel(null);
    },
    [requests],
  );

  if (!parcel) return null;
  // A request given up on (it became the page) must not open a dialog later.
  const live = request && requests.isWaiting(request.requestId) ? request : null;
  return (
    <div className="auth-dialog-host" data-remote="mf-auth" data-module="./AuthDialogs">
      <Parcel
        config={parcel}
        mountParcel={mountRootParcel}
        handleError={fail}
        basePath="/m"
        route={location.pathname}
        params={{}}
        search={location.search.replace(/^\?/, '')}
        navigate={navigate}
        reportError={(error: unknown) => fail(error instanceof Error ? error : new Error(String(error)))}
        request={live}
        mayaArrival={pendingMayaArrival()}
      />
    </div>
  );
}
