/**
 * The dialogs parcel (`./AuthDialogs`): the login and register dialogs other bundles ask for
 * over the bus (`auth.dialog.open`, answered with `auth.dialog.opened`), plus the page-wide auth
 * duties the shell mounts it for: the return from LINE, the arrival from the Maya wallet and
 * auto-login on load.
 *
 * A request made before this parcel was mounted arrives as the `request` prop (the shell keeps
 * it while loading mf-auth); later ones arrive on the bus. Each is handled once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, useBehavior, useTranslation, type EventCatalogue, type ParcelProps } from '@m/shared';
import { closeDialogs, dialogState$, dismissDialogs, showDialog, takePendingExtras } from '../common/dialog-store';
import { DialogFrame } from '../ui/dialog-frame';
import { LoginForm } from '../login/login-form';
import { RegisterForm } from '../register/register-form';
import { SocialButtons } from '../login/social-buttons';
import { handleLineReturn } from '../login/line-service';
import { handleMayaArrival } from '../login/maya-service';
import { autoLoginOnLoad } from '../login/auto-login';
import { useAuthStyles } from '../ui/auth-styles';
import type { MayaArrivalQuery } from '../platform/maya/maya-arrival';

type DialogRequest = EventCatalogue['auth.dialog.open'];

export interface AuthDialogsProps {
  request?: DialogRequest | null;
  /** An arrival from the Maya wallet, which the shell took out of the address at start-up. */
  mayaArrival?: MayaArrivalQuery | null;
}

export function AuthDialogs(props: ParcelProps & AuthDialogsProps) {
  useAuthStyles();
  const { t } = useTranslation('auth');
  const state = useBehavior(dialogState$);
  const handled = useRef(new Set<string>());

  const accept = useCallback((request: DialogRequest) => {
    if (handled.current.has(request.requestId)) return;
    handled.current.add(request.requestId);
    showDialog(request.dialog, { ...takePendingExtras(), ...(request.subject ? { subject: request.subject } : {}) });
    bus.publish('auth.dialog.opened', { requestId: request.requestId });
  }, []);

  useEffect(() => {
    if (props.request) accept(props.request);
  }, [props.request, accept]);

  useEffect(() => {
    const sub = bus.on('auth.dialog.open').subscribe(accept);
    return () => sub.unsubscribe();
  }, [accept]);

  // Page-wide duties run once, on mount: with the Maya arrival the page was opened with.
  const [mayaArrival] = useState(props.mayaArrival);
  useEffect(() => {
    void handleLineReturn();
    void handleMayaArrival(mayaArrival);
    void autoLoginOnLoad();
  }, [mayaArrival]);

  if (state.view === 'login') {
    return (
      <DialogFrame
        title={state.subject ? t('login_to_play', { game: state.subject }) : t('login_page_title')}
        onClose={dismissDialogs}
        testId="login-dialog"
      >
        <LoginForm
          binding={state.binding ?? null}
          twoFactor={state.twoFactor ?? null}
          onRegister={() => showDialog('register')}
          onForgot={() => {
            closeDialogs();
            bus.publish('nav.navigate', { to: '/forgotPassword' });
          }}
        />
      </DialogFrame>
    );
  }
  if (state.view === 'register') {
    return (
      <DialogFrame title={t('register_page_title')} onClose={dismissDialogs} testId="register-dialog">
        <RegisterForm linked={state.linked ?? null} onLogin={() => showDialog('login')} social={<SocialButtons purpose="register" />} />
      </DialogFrame>
    );
  }
  return <span hidden data-page="mf-auth/AuthDialogs" />;
}
