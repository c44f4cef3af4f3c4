/**
 * /m/forgotPassword: the mobile number, a code sent to it, the new password; then signed in.
 * The code request answers the same whether or not the number has an account (the server sends
 * nothing to a stranger), so the page never tells who is a member. Nothing typed is lost on a
 * refused step: the player corrects the field that was wrong.
 */
import { useEffect, useRef, useState } from 'react';
import { showToast, useTranslation } from '@m/shared';
import { errorText } from '../common/error-text';
import { sendSmsCode, verifyBeforeSms } from '../common/sms-code-service';
import { SubmitLock } from '../common/submit-lock';
import { useSettings } from '../common/use-settings';
import { checkNewPassword } from '../common/new-password-check';
import { useStatus } from '../common/use-status';
import { CaptchaError } from '../platform/captcha/captcha-error';
import { firebaseErrorText } from '../platform/firebase/firebase-errors';
import { PhoneSignIn } from '../platform/firebase/phone-sign-in';
import { AuthForm } from '../ui/auth-form';
import { defaultDialingCode, PhoneInput, type PhoneValue } from '../ui/phone-input';
import { NewPasswordFields } from '../ui/new-password-fields';
import { TextField } from '../ui/text-field';
import { resetPassword } from './reset-password-service';

const RESEND_AFTER_S = 60;

type Errors = Partial<Record<'mobile' | 'code' | 'password' | 'confirm' | 'form', string>>;

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const status = useStatus();
  const settings = useSettings();
  const [phone, setPhone] = useState<PhoneValue>(() => ({ countryDialingCode: defaultDialingCode(), mobileNum: '' }));
  const [code, setCode] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [sent, setSent] = useState(false);
  const [wait, setWait] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const recaptcha = useRef<HTMLDivElement>(null);
  const [phoneSignIn] = useState(() => new PhoneSignIn());
  const [sendLock] = useState(() => new SubmitLock());
  const [submitLock] = useState(() => new SubmitLock());
  const viaFirebase = status?.sms.provider === 'firebase' && status.sms.firebase !== null;

  useEffect(() => () => phoneSignIn.dispose(), [phoneSignIn]);
  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const numberOk = () => /^\d{5,15}$/.test(phone.mobileNum.replace(/\D/g, ''));

  const send = () =>
    void sendLock.run(async () => {
      if (!status) return;
      if (!numberOk()) return setErrors({ mobile: t('mobile_invalid') });
      setErrors({});
      try {
        if (viaFirebase) {
          await verifyBeforeSms();
          await phoneSignIn.sendCode(status, phone.countryDialingCode, phone.mobileNum, recaptcha.current!);
        } else {
          await sendSmsCode(phone.countryDialingCode, phone.mobileNum, 'RESET_PASSWORD');
        }
        setSent(true);
        setWait(RESEND_AFTER_S);
        showToast(t('forgot_code_sent'), 2000);
      } catch (error) {
        const message = viaFirebase && !(error instanceof CaptchaError) ? firebaseErrorText(error, (key) => t(key)) : errorText(error);
        if (message) setErrors({ form: message });
      }
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!status || submitLock.busy) return;
    // Checked before the lock: a refused field sends nothing, so the corrected form goes at once.
    const found: Errors = {};
    if (!numberOk()) found.mobile = t('mobile_invalid');
    if (!/^\d{4,8}$/.test(code.trim())) found.code = t('sms_code_invalid');
    Object.assign(found, checkNewPassword(settings, newPassword, confirmPassword, t));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void submitLock.run(async () => {
      let proof: Parameters<typeof resetPassword>[1];
      if (viaFirebase) {
        try {
          proof = { kind: 'firebase', firebaseIdToken: await phoneSignIn.confirm(status, code) };
        } catch (error) {
          return setErrors({ code: firebaseErrorText(error, (key) => t(key)) ?? t('sms_code_invalid') });
        }
      } else {
        proof = { kind: 'sms', smsCode: code };
      }
      const outcome = await resetPassword(phone, proof, newPassword);
      if (outcome.status === 'reset-failed') setErrors({ form: outcome.message });
      // Reset but the sign-in itself was refused (e.g. the captcha closed): the new password works.
      else if (outcome.status === 'failed') setErrors({ form: t('forgot_reset_login_failed', { message: outcome.message }) });
    });
  };

  return (
    <AuthForm onSubmit={submit} noValidate data-testid="forgot-password-form">
      <PhoneInput label={t('mobile_number')} value={phone} onChange={setPhone} />
      {errors.mobile && (
        <span className="auth-field__error" role="alert">
          {errors.mobile}
        </span>
      )}
      <div className="auth-inline">
        <TextField
          label={t('sms_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          error={errors.code}
          hint={sent ? t('forgot_code_hint') : null}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <button type="button" className="btn" onClick={send} disabled={wait > 0} data-testid="forgot-send">
          {wait > 0 ? t('sms_resend_in', { seconds: wait }) : t('sms_send')}
        </button>
      </div>
      <div ref={recaptcha} className="auth-recaptcha" />
      <NewPasswordFields
        settings={settings}
        labelKey="new_password"
        password={newPassword}
        confirm={confirmPassword}
        onPassword={setNew}
        onConfirm={setConfirm}
        errors={errors}
      />
      {errors.form && (
        <p className="auth-field__error" role="alert" data-testid="forgot-error">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn btn--primary auth-submit" data-testid="forgot-submit">
        {t('forgot_submit')}
      </button>
    </AuthForm>
  );
}
