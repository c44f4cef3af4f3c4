/**
 * /m/changePsw (SPEC 2, 4): where a login with the default password, or an expired one when the
 * merchant forces the change, lands. Done: a notice, then home (or the visit's redirect target).
 *
 * A member still on the placeholder password (a mobile registration without one) is not asked
 * for "the current password" they never had (issue 27): the page says the number is proven and
 * asks only for the new one. Should the backend refuse the placeholder as the old password (an
 * operator's default differs), the field for it appears and nothing typed is lost.
 */
import { useEffect, useRef, useState } from 'react';
import { BundleTag, DEFAULT_MOBILE_PASSWORD, showNotice, useTranslation, type ParcelProps } from '@m/shared';
import { SubmitLock } from '../common/submit-lock';
import { useSettings } from '../common/use-settings';
import { checkNewPassword } from '../common/new-password-check';
import { redirectTarget } from '../common/auth-environment';
import { changePassword } from '../password/change-password-service';
import { passwordState, type PasswordState } from '../password/password-state';
import { NewPasswordFields } from '../ui/new-password-fields';
import { TextField } from '../ui/text-field';
import { useAuthStyles } from '../ui/auth-styles';

type Errors = Partial<Record<'oldPassword' | 'password' | 'confirm', string>>;

export function ChangePasswordPage(props: ParcelProps) {
  useAuthStyles();
  const { t } = useTranslation('auth');
  const settings = useSettings();
  const [state, setState] = useState<PasswordState | null>(null);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const lock = useRef(new SubmitLock()).current;

  useEffect(() => {
    let live = true;
    void passwordState().then((value) => live && setState(value));
    return () => {
      live = false;
    };
  }, []);

  const firstPassword = state === 'placeholder';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (state === null) return;
    const current = firstPassword ? DEFAULT_MOBILE_PASSWORD : oldPassword;
    const found: Errors = firstPassword || oldPassword !== '' ? {} : { oldPassword: t('password_required') };
    Object.assign(found, checkNewPassword(settings, newPassword, confirmPassword, t, current));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void lock.run(async () => {
      const outcome = await changePassword(current, newPassword, confirmPassword);
      if (outcome.status === 'failed') {
        if (outcome.field === 'oldPassword') {
          // The placeholder was not it after all: ask for the current password, keep the new one.
          setState('chosen');
          setErrors({ oldPassword: outcome.message });
        } else if (outcome.field === 'newPassword') setErrors({ password: outcome.message });
        await showNotice({ message: outcome.message });
        return;
      }
      await showNotice({ message: t(firstPassword ? 'first_password_done' : 'change_password_done') });
      props.navigate(redirectTarget() ?? '/home', { replace: true });
    });
  };

  return (
    <section className="auth-page" data-page="mf-auth/ChangePasswordPage" data-route={props.route} aria-busy={state === null}>
      <h1>{t(firstPassword ? 'first_password_page_title' : 'change_password_page_title')}</h1>
      <p className="auth-note">{t(firstPassword ? 'first_password_page_desc' : 'change_password_page_desc')}</p>
      <form className="auth-form" onSubmit={submit} noValidate data-testid="change-password-form">
        {state === 'chosen' && (
          <TextField
            label={t('old_password')}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={oldPassword}
            error={errors.oldPassword}
            onChange={(e) => setOld(e.target.value)}
          />
        )}
        <NewPasswordFields
          settings={settings}
          labelKey="new_password"
          password={newPassword}
          confirm={confirmPassword}
          onPassword={setNew}
          onConfirm={setConfirm}
          errors={errors}
        />
        <button type="submit" className="btn btn--primary auth-submit" disabled={state === null} data-testid="change-password-submit">
          {t(firstPassword ? 'first_password_submit' : 'change_password_submit')}
        </button>
      </form>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
