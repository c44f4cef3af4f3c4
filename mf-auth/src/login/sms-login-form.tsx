/**
 * SMS login (SPEC 1, 4): with Firebase phone auth when the merchant's SMS provider is firebase
 * (send code, confirm, then the login with Firebase's ID token), otherwise with the merchant's
 * own code (POST smsNoLogin, then the login of type sms with smsCode). No captcha on the login
 * itself; the code request has its own when GEETESTVCODE3 is on.
 */
import { useEffect, useRef, useState } from 'react';
import { showNotice, showToast, useResendWait, useTranslation, CaptchaError, CODE_MAX_LENGTH, looksLikeCode } from '@m/shared';
import { useStatus } from '../common/use-status';
import { SubmitLock } from '../common/submit-lock';
import { errorText } from '../common/error-text';
import { PhoneSignIn } from '../platform/firebase/phone-sign-in';
import { firebaseErrorText } from '../platform/firebase/firebase-errors';
import { readRememberedLogin } from '../common/remember/remembered-login';
import { defaultDialingCode, PhoneInput, type PhoneValue } from '../ui/phone-input';
import { TextField } from '../ui/text-field';
import { login } from './login-service';
import { sendSmsCode, verifyBeforeSms } from '../common/sms-code-service';
import { AuthForm } from '../ui/auth-form';

export function SmsLoginForm() {
  const { t } = useTranslation('auth');
  const status = useStatus();
  const [phone, setPhone] = useState<PhoneValue>(() => {
    const record = readRememberedLogin();
    return record?.type === 'sms'
      ? { countryDialingCode: record.countryDialingCode || defaultDialingCode(), mobileNum: record.mobile }
      : { countryDialingCode: defaultDialingCode(), mobileNum: '' };
  });
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(() => readRememberedLogin()?.type === 'sms');
  // The wait the server answers (resendAfterSeconds); Firebase's own codes wait the contract's.
  const { wait, start: startWait } = useResendWait();
  const [error, setError] = useState<string | null>(null);
  const recaptcha = useRef<HTMLDivElement>(null);
  const [phoneSignIn] = useState(() => new PhoneSignIn());
  const [sendLock] = useState(() => new SubmitLock());
  const [submitLock] = useState(() => new SubmitLock());
  const viaFirebase = status?.sms.provider === 'firebase' && status.sms.firebase !== null;

  useEffect(() => () => phoneSignIn.dispose(), [phoneSignIn]);

  const firebaseText = (e: unknown) => firebaseErrorText(e, (key) => t(key));
  const numberOk = () => /^\d{5,15}$/.test(phone.mobileNum.replace(/\D/g, ''));

  const send = () =>
    void sendLock.run(async () => {
      if (!status || !numberOk()) {
        setError(t('mobile_invalid'));
        return;
      }
      setError(null);
      try {
        let answer: { resendAfterSeconds?: number } | null = null;
        if (viaFirebase) {
          await verifyBeforeSms();
          await phoneSignIn.sendCode(status, phone.countryDialingCode, phone.mobileNum, recaptcha.current!);
        } else {
          answer = await sendSmsCode(phone.countryDialingCode, phone.mobileNum, 'LOGIN');
        }
        showToast(t('sms_code_sent'), 2000);
        startWait(answer);
      } catch (e) {
        const message = viaFirebase && !(e instanceof CaptchaError) ? firebaseText(e) : errorText(e);
        if (message) await showNotice({ message });
      }
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void submitLock.run(async () => {
      if (!status) return;
      if (!numberOk()) {
        setError(t('mobile_invalid'));
        return;
      }
      setError(null);
      if (viaFirebase) {
        let idToken: string;
        try {
          idToken = await phoneSignIn.confirm(status, code);
        } catch (e) {
          const message = firebaseText(e);
          if (message) await showNotice({ message });
          return;
        }
        const outcome = await login({ kind: 'firebase-phone', idToken }, { remember, phone });
        if (outcome.status === 'failed') await showNotice({ message: outcome.message });
        return;
      }
      if (!looksLikeCode(code)) {
        setError(t('sms_code_invalid'));
        return;
      }
      const outcome = await login(
        { kind: 'sms', countryDialingCode: phone.countryDialingCode, mobileNum: phone.mobileNum, smsCode: code },
        { remember },
      );
      if (outcome.status === 'failed') await showNotice({ message: outcome.message });
    });
  };

  return (
    <AuthForm onSubmit={submit} noValidate data-testid="sms-login-form">
      <PhoneInput label={t('mobile_number')} value={phone} onChange={setPhone} />
      {error && (
        <span className="auth-field__error" role="alert">
          {error}
        </span>
      )}
      <div className="auth-inline">
        <TextField
          label={t('sms_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_MAX_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <button type="button" className="btn" onClick={send} disabled={wait > 0} data-testid="sms-send">
          {wait > 0 ? t('sms_resend_in', { seconds: wait }) : t('sms_send')}
        </button>
      </div>
      <div ref={recaptcha} className="auth-recaptcha" />
      <label className="auth-check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('remember_me')}
      </label>
      <button type="submit" className="btn btn--primary auth-submit" data-testid="sms-login-submit">
        {t('login_submit')}
      </button>
    </AuthForm>
  );
}
