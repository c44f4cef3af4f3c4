/**
 * /m/forgotPassword: the mobile number (or the user name, whose bound mobile gets the code, shown
 * masked), a code sent to it, the new password; then signed in. The code request answers the same
 * whether or not the number or name has an account (the server sends nothing to a stranger), so
 * the page never tells who is a member. By user name only where the merchant sends its own SMS:
 * Firebase sends from the page, which would need the number itself. Nothing typed is lost on a
 * refused step: the player corrects the field that was wrong.
 */
import { useEffect, useRef, useState } from 'react';
import { showToast, useResendWait, useTranslation, CaptchaError, CODE_MAX_LENGTH, looksLikeCode } from '@m/shared';
import { errorText } from '../common/error-text';
import { sendResetCodeByUserName, sendSmsCode, verifyBeforeSms } from '../common/sms-code-service';
import { SubmitLock } from '../common/submit-lock';
import { useSettings } from '../common/use-settings';
import { checkNewPassword } from '../common/new-password-check';
import { useStatus } from '../common/use-status';
import { firebaseErrorText } from '../platform/firebase/firebase-errors';
import { PhoneSignIn } from '../platform/firebase/phone-sign-in';
import { AuthForm } from '../ui/auth-form';
import { defaultDialingCode, PhoneInput, type PhoneValue } from '../ui/phone-input';
import { NewPasswordFields } from '../ui/new-password-fields';
import { TextField } from '../ui/text-field';
import { resetPassword, resetPasswordByUserName } from './reset-password-service';

type Errors = Partial<Record<'mobile' | 'userName' | 'code' | 'password' | 'confirm' | 'form', string>>;
type Mode = 'mobile' | 'userName';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const status = useStatus();
  const settings = useSettings();
  const [phone, setPhone] = useState<PhoneValue>(() => ({ countryDialingCode: defaultDialingCode(), mobileNum: '' }));
  const [mode, setMode] = useState<Mode>('mobile');
  const [userName, setUserName] = useState('');
  /** The masked number the last code by user name went to. */
  const [maskedMobile, setMaskedMobile] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [sent, setSent] = useState(false);
  // The wait the server answers (resendAfterSeconds); Firebase's own codes wait the contract's.
  const { wait, start: startWait, reset: resetWait } = useResendWait();
  const [errors, setErrors] = useState<Errors>({});
  const recaptcha = useRef<HTMLDivElement>(null);
  const [phoneSignIn] = useState(() => new PhoneSignIn());
  const [sendLock] = useState(() => new SubmitLock());
  const [submitLock] = useState(() => new SubmitLock());
  const viaFirebase = status?.sms.provider === 'firebase' && status.sms.firebase !== null;
  const byName = mode === 'userName' && !viaFirebase;

  useEffect(() => () => phoneSignIn.dispose(), [phoneSignIn]);

  const numberOk = () => /^\d{5,15}$/.test(phone.mobileNum.replace(/\D/g, ''));
  const whoError = (): Errors => {
    if (byName) return userName.trim() ? {} : { userName: t('username_required') };
    return numberOk() ? {} : { mobile: t('mobile_invalid') };
  };
  const switchMode = (next: Mode) => {
    // A code sent for the other way proves nothing here: start the code over.
    setMode(next);
    setSent(false);
    resetWait();
    setCode('');
    setMaskedMobile(null);
    setErrors({});
  };

  const send = () =>
    void sendLock.run(async () => {
      if (!status) return;
      const wrong = whoError();
      setErrors(wrong);
      if (Object.keys(wrong).length > 0) return;
      let mask = '';
      let answer: { resendAfterSeconds?: number } | null = null;
      try {
        if (byName) {
          const sent = await sendResetCodeByUserName(userName);
          mask = sent.mobileNum;
          answer = sent;
          setMaskedMobile(mask);
        } else if (viaFirebase) {
          await verifyBeforeSms();
          await phoneSignIn.sendCode(status, phone.countryDialingCode, phone.mobileNum, recaptcha.current!);
        } else {
          answer = await sendSmsCode(phone.countryDialingCode, phone.mobileNum, 'RESET_PASSWORD');
        }
        setSent(true);
        startWait(answer);
        showToast(byName ? t('forgot_code_sent_to', { mobile: mask }) : t('forgot_code_sent'), 2000);
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
    Object.assign(found, whoError());
    if (!looksLikeCode(code)) found.code = t('sms_code_invalid');
    Object.assign(found, checkNewPassword(settings, newPassword, confirmPassword, t));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void submitLock.run(async () => {
      if (byName) return reportOutcome(await resetPasswordByUserName(userName, code, newPassword));
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
      reportOutcome(await resetPassword(phone, proof, newPassword));
    });
  };

  const reportOutcome = (outcome: Awaited<ReturnType<typeof resetPassword>>) => {
    if (outcome.status === 'reset-failed') setErrors({ form: outcome.message });
    // Reset but the sign-in itself was refused (e.g. the captcha closed): the new password works.
    else if (outcome.status === 'failed') setErrors({ form: t('forgot_reset_login_failed', { message: outcome.message }) });
  };

  return (
    <AuthForm onSubmit={submit} noValidate data-testid="forgot-password-form">
      {!viaFirebase && (
        <div className="auth-tabs" role="tablist" aria-label={t('forgot_by')}>
          {(['mobile', 'userName'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={mode === option}
              onClick={() => mode !== option && switchMode(option)}
              data-testid={`forgot-by-${option}`}
            >
              {t(option === 'mobile' ? 'forgot_by_mobile' : 'forgot_by_username')}
            </button>
          ))}
        </div>
      )}
      {byName ? (
        <TextField
          label={t('username')}
          autoComplete="username"
          maxLength={64}
          value={userName}
          error={errors.userName}
          onChange={(e) => setUserName(e.target.value)}
        />
      ) : (
        <>
          <PhoneInput label={t('mobile_number')} value={phone} onChange={setPhone} />
          {errors.mobile && (
            <span className="auth-field__error" role="alert">
              {errors.mobile}
            </span>
          )}
        </>
      )}
      <div className="auth-inline">
        <TextField
          label={t('sms_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_MAX_LENGTH}
          value={code}
          error={errors.code}
          hint={sent ? (byName ? t('forgot_username_hint', { mobile: maskedMobile ?? '' }) : t('forgot_code_hint')) : null}
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
