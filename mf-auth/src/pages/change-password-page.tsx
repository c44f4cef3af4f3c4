/**
 * /m/changePsw (SPEC 2, 4): where a login with the default password, or an expired one when the
 * merchant forces the change, lands. Done: a notice, then home (or the visit's redirect target).
 */
import { useRef, useState } from 'react';
import { BundleTag, showNotice, useTranslation, type ParcelProps } from '@m/shared';
import { SubmitLock } from '../common/submit-lock';
import { passwordProblem, useSettings } from '../common/use-settings';
import { redirectTarget } from '../common/auth-environment';
import { changePassword } from '../password/change-password-service';
import { TextField } from '../ui/text-field';
import { useAuthStyles } from '../ui/auth-styles';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirmPassword', string>>;

export function ChangePasswordPage(props: ParcelProps) {
  useAuthStyles();
  const { t } = useTranslation('auth');
  const settings = useSettings();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const lock = useRef(new SubmitLock()).current;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (oldPassword === '') found.oldPassword = t('password_required');
    const problem = passwordProblem(settings, newPassword);
    if (problem)
      found.newPassword = t(problem, { min: settings.passwordRule?.minLength ?? 6, max: settings.passwordRule?.maxLength ?? 20 });
    else if (newPassword === oldPassword) found.newPassword = t('password_same');
    else if (confirmPassword !== newPassword) found.confirmPassword = t('password_mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void lock.run(async () => {
      const outcome = await changePassword(oldPassword, newPassword, confirmPassword);
      if (outcome.status === 'failed') {
        if (outcome.field === 'oldPassword' || outcome.field === 'newPassword') setErrors({ [outcome.field]: outcome.message });
        await showNotice({ message: outcome.message });
        return;
      }
      await showNotice({ message: t('change_password_done') });
      props.navigate(redirectTarget() ?? '/home', { replace: true });
    });
  };

  return (
    <section className="auth-page" data-page="mf-auth/ChangePasswordPage" data-route={props.route}>
      <h1>{t('change_password_page_title')}</h1>
      <p className="auth-note">{t('change_password_page_desc')}</p>
      <form className="auth-form" onSubmit={submit} noValidate data-testid="change-password-form">
        <TextField
          label={t('old_password')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={oldPassword}
          error={errors.oldPassword}
          onChange={(e) => setOld(e.target.value)}
        />
        <TextField
          label={t('new_password')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          value={newPassword}
          error={errors.newPassword}
          onChange={(e) => setNew(e.target.value)}
        />
        <TextField
          label={t('confirm_password')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" className="btn btn--primary auth-submit" data-testid="change-password-submit">
          {t('change_password_submit')}
        </button>
      </form>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
