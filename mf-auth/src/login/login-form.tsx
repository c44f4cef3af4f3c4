/**
 * The login form of the page and the dialog (SPEC 2, 4): username and password (with the
 * remembered login filled in), SMS login when the merchant offers it, the social and LINE
 * buttons, the two-factor step, and the "log in to link it" note of a bind request.
 */
import { useEffect, useRef, useState } from 'react';
import { showNotice, useTranslation } from '@m/shared';
import { useStatus } from '../common/use-status';
import { SubmitLock } from '../common/submit-lock';
import type { TwoFactorStep } from '../common/dialog-store';
import { readRememberedLogin, rememberedPassword } from '../common/remember/remembered-login';
import { TextField } from '../ui/text-field';
import type { Binding } from '../common/login-request';
import { login } from './login-service';
import { SmsLoginForm } from './sms-login-form';
import { SocialButtons } from './social-buttons';
import { TwoFactorModal } from './two-factor-modal';
import { AuthForm } from '../ui/auth-form';

export interface LoginFormProps {
  binding?: Binding | null;
  twoFactor?: TwoFactorStep | null;
  onRegister: () => void;
  /** The forgotten-password page (the dialog closes itself first). */
  onForgot: () => void;
}

export function LoginForm({ binding = null, twoFactor = null, onRegister, onForgot }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const status = useStatus();
  const [tab, setTab] = useState<'password' | 'sms'>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [step, setStep] = useState<TwoFactorStep | null>(twoFactor);
  const lock = useRef(new SubmitLock()).current;
  const smsOn = status?.whitelabel.SMSLOGIN3 === true && !binding;

  // A new challenge from the parent replaces the step (during render: no effect, no second paint).
  const [challenge, setChallenge] = useState(twoFactor);
  if (challenge !== twoFactor) {
    setChallenge(twoFactor);
    setStep(twoFactor);
  }
  // The remembered login fills the form (its password is opened with this device's key).
  useEffect(() => {
    const record = readRememberedLogin();
    if (record?.type !== 'username' || (status && record.merchant !== status.merchantCode)) return;
    let live = true;
    // oxlint-disable-next-line react/set-state-in-effect -- the remembered login is in this device's storage, which only the browser reads: the form fills in after mount, once the merchant is known
    setUsername(record.username);
    setRemember(true);
    void rememberedPassword(record).then((value) => live && value && setPassword(value));
    return () => {
      live = false;
    };
  }, [status]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (username.trim() === '') found.username = t('username_required');
    if (password === '') found.password = t('password_required');
    setErrors(found);
    if (found.username || found.password) return;
    void lock.run(async () => {
      const outcome = await login({ kind: 'username', username, password, binding }, { remember });
      if (outcome.status === 'failed') await showNotice({ message: outcome.message });
      else if (outcome.status === 'two-factor') setStep(outcome.step);
    });
  };

  return (
    <div data-testid="login-form">
      {binding && <p className="auth-note">{t('bind_login_note')}</p>}
      {smsOn && (
        <div className="auth-tabs" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'password'} onClick={() => setTab('password')} data-testid="tab-password">
            {t('login_tab_password')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'sms'} onClick={() => setTab('sms')} data-testid="tab-sms">
            {t('login_tab_sms')}
          </button>
        </div>
      )}
      {tab === 'sms' && smsOn ? (
        <SmsLoginForm />
      ) : (
        <AuthForm onSubmit={submit} noValidate>
          <TextField
            label={t('username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            maxLength={64}
            value={username}
            error={errors.username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <TextField
            label={t('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <label className="auth-check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="remember-me" />
            {t('remember_me')}
          </label>
          <button type="submit" className="btn btn--primary auth-submit" data-testid="login-submit">
            {t('login_submit')}
          </button>
          <p className="auth-switch">
            <a
              href="/m/forgotPassword"
              onClick={(event) => {
                event.preventDefault();
                onForgot();
              }}
              data-testid="go-forgot"
            >
              {t('forgot_link')}
            </a>
          </p>
        </AuthForm>
      )}
      {!binding && <SocialButtons purpose="login" />}
      <p className="auth-switch">
        {t('no_account')}{' '}
        <button type="button" onClick={onRegister} data-testid="go-register">
          {t('register_link')}
        </button>
      </p>
      {step && <TwoFactorModal step={step} onCancel={() => setStep(null)} />}
    </div>
  );
}
