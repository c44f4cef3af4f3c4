/**
 * The registration form of the page and the dialog (SPEC 2, 4, 5): by username or by mobile
 * number as the merchant offers; the password only where it is required; an SMS code when the
 * merchant verifies numbers; the social and LINE buttons; the "register to link it" note; a
 * user name suggested by the site, which the player keeps or changes; the consent to the
 * merchant's terms and minimum age where it has terms (issue 27).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CODE_MAX_LENGTH, looksLikeCode, showNotice, showToast, useResendWait, useTranslation } from '@m/shared';
import { useStatus } from '../common/use-status';
import { usernameProblem, useSettings } from '../common/use-settings';
import { checkNewPassword } from '../common/new-password-check';
import { NewPasswordFields } from '../ui/new-password-fields';
import { SubmitLock } from '../common/submit-lock';
import { errorText } from '../common/error-text';
import { sendSmsCode } from '../common/sms-code-service';
import { defaultDialingCode, PhoneInput, type PhoneValue } from '../ui/phone-input';
import { TextField } from '../ui/text-field';
import type { LinkedIdentity, RegistrationInput } from '../common/registration-request';
import { register } from './register-service';
import { fieldAfterSuggestion, suggestUsername as defaultSuggest, type SuggestUsername } from './username-suggestion';
import { AuthForm } from '../ui/auth-form';
import { TermsConsent } from './terms-consent';

type Mode = 'username' | 'mobile';
type Errors = Partial<Record<'username' | 'password' | 'confirm' | 'mobile' | 'smsCode' | 'consent', string>>;

/**
 * `social`: the social sign-in buttons, given by the page (they belong to the login feature, and
 * features do not import each other).
 */
export function RegisterForm({
  linked = null,
  onLogin,
  social = null,
  suggest = defaultSuggest,
}: {
  linked?: LinkedIdentity | null;
  onLogin: () => void;
  social?: ReactNode;
  suggest?: SuggestUsername;
}) {
  const { t } = useTranslation('auth');
  const status = useStatus();
  const settings = useSettings();
  const usernameOn = status?.whitelabel.REG3 !== false;
  const mobileOn = status?.whitelabel.MOBILENUMREG3 === true;
  const [mode, setMode] = useState<Mode>(usernameOn ? 'username' : 'mobile');
  const [username, setUsername] = useState('');
  const [suggested, setSuggested] = useState<string | null>(null);
  // Once the player is in the field (focused it, typed), a suggestion arriving late must not
  // replace it: one landing under the caret of a player about to type had their letters added
  // after it (player4821ann, too long, refused on submit with nothing sent).
  const usernameTouched = useRef(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({ countryDialingCode: defaultDialingCode(), mobileNum: '' });
  const [smsCode, setSmsCode] = useState('');
  // The wait the server answers before another code (resendAfterSeconds), as on every code form.
  const { wait: codeWait, start: startCodeWait } = useResendWait();
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const lock = useRef(new SubmitLock()).current;
  const sendLock = useRef(new SubmitLock()).current;
  const requirePassword = mode === 'username' || (status?.register.requirePassword ?? true);
  const smsVerification = mode === 'mobile' && settings.register?.mobileSmsVerification === true;
  // Issue 27: a merchant with terms registers nobody who has not confirmed the age and accepted them.
  const legal = status?.legal;
  const askConsent = legal?.terms !== undefined;

  const wantsSuggestion = usernameOn && mode === 'username';
  useEffect(() => {
    if (!wantsSuggestion) return undefined;
    let live = true;
    void suggest().then((suggestion) => {
      if (!live || suggestion === null) return;
      setSuggested(suggestion);
      setUsername((value) => fieldAfterSuggestion({ value, touched: usernameTouched.current }, suggestion));
    });
    return () => {
      live = false;
    };
  }, [wantsSuggestion, suggest]);

  if (!usernameOn && !mobileOn) return <p className="auth-note">{t('register_closed')}</p>;

  const validate = (): Errors => {
    const found: Errors = {};
    if (mode === 'username') {
      const problem = usernameProblem(settings, username);
      if (problem) found.username = t(problem);
    } else if (!/^\d{5,15}$/.test(phone.mobileNum.replace(/\D/g, ''))) {
      found.mobile = t('mobile_invalid');
    }
    if (requirePassword) {
      Object.assign(found, checkNewPassword(settings, password, confirm, t));
    }
    if (smsVerification && !looksLikeCode(smsCode)) found.smsCode = t('sms_code_invalid');
    if (askConsent && !ageConfirmed) found.consent = t('consent_required');
    return found;
  };

  const sendCode = () =>
    void sendLock.run(async () => {
      if (!/^\d{5,15}$/.test(phone.mobileNum.replace(/\D/g, ''))) {
        setErrors({ mobile: t('mobile_invalid') });
        return;
      }
      try {
        startCodeWait(await sendSmsCode(phone.countryDialingCode, phone.mobileNum, 'REGISTER'));
        showToast(t('sms_code_sent'), 2000);
      } catch (error) {
        await showNotice({ message: errorText(error) });
      }
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: RegistrationInput =
      mode === 'username'
        ? { mode, username, password, ageConfirmed }
        : {
            mode,
            countryDialingCode: phone.countryDialingCode,
            mobileNum: phone.mobileNum,
            password: requirePassword ? password : '',
            ...(smsVerification ? { smsCode } : {}),
            ageConfirmed,
          };
    void lock.run(async () => {
      const outcome = await register(input, linked);
      if (outcome.status === 'failed') {
        if (outcome.field === 'username') setErrors({ username: outcome.message });
        else if (outcome.field === 'mobileNum') setErrors({ mobile: outcome.message });
        else if (outcome.field === 'consent') {
          // Consent to terms that changed meanwhile is no consent: the player ticks again.
          setAgeConfirmed(false);
          setErrors({ consent: outcome.message });
        }
        await showNotice({ message: outcome.message });
      }
    });
  };

  return (
    <div data-testid="register-form">
      {linked && <p className="auth-note">{t('bind_register_note')}</p>}
      {usernameOn && mobileOn && (
        <div className="auth-tabs" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'username'}
            onClick={() => setMode('username')}
            data-testid="tab-register-username"
          >
            {t('register_tab_username')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'mobile'}
            onClick={() => setMode('mobile')}
            data-testid="tab-register-mobile"
          >
            {t('register_tab_mobile')}
          </button>
        </div>
      )}
      <AuthForm onSubmit={submit} noValidate>
        {mode === 'username' ? (
          <TextField
            label={t('username')}
            name="new-username"
            autoComplete="username"
            autoCapitalize="none"
            maxLength={64}
            value={username}
            error={errors.username}
            hint={suggested !== null && username === suggested ? t('username_suggested') : null}
            onFocus={(event) => {
              usernameTouched.current = true;
              // The field holds what the player saw as they tapped into it. A suggestion whose
              // answer came a moment before, not yet drawn, stays out: React may keep the state
              // it computed when the answer came, and drew it under the caret of a player about
              // to type, their letters after it (the member-referral e2e flake: "player4821" and
              // the friend's name, too long, refused with nothing sent).
              setUsername(event.currentTarget.value);
            }}
            onChange={(e) => {
              usernameTouched.current = true;
              setUsername(e.target.value);
            }}
            data-testid="register-username"
          />
        ) : (
          <>
            <PhoneInput label={t('mobile_number')} value={phone} onChange={setPhone} />
            {errors.mobile && (
              <span className="auth-field__error" role="alert">
                {errors.mobile}
              </span>
            )}
            {smsVerification && (
              <div className="auth-inline">
                <TextField
                  label={t('sms_code')}
                  inputMode="numeric"
                  maxLength={CODE_MAX_LENGTH}
                  value={smsCode}
                  error={errors.smsCode}
                  onChange={(e) => setSmsCode(e.target.value.replace(/\D/g, ''))}
                />
                <button type="button" className="btn" onClick={sendCode} disabled={codeWait > 0} data-testid="register-sms-send">
                  {codeWait > 0 ? t('sms_resend_in', { seconds: codeWait }) : t('sms_send')}
                </button>
              </div>
            )}
          </>
        )}
        {requirePassword && (
          <NewPasswordFields
            settings={settings}
            labelKey="password"
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            errors={errors}
          />
        )}
        {!requirePassword && <p className="auth-note">{t('register_no_password_note')}</p>}
        {askConsent && (
          <TermsConsent
            label={t('consent_age_terms', { age: legal?.minimumAge ?? 18 })}
            checked={ageConfirmed}
            onChange={(checked) => {
              setAgeConfirmed(checked);
              if (checked) setErrors(({ consent: _consent, ...rest }) => rest);
            }}
            error={errors.consent}
          />
        )}
        <button type="submit" className="btn btn--primary auth-submit" data-testid="register-submit">
          {t('register_submit')}
        </button>
      </AuthForm>
      {!linked && social}
      <p className="auth-switch">
        {t('have_account')}{' '}
        <button type="button" onClick={onLogin} data-testid="go-login">
          {t('login_link')}
        </button>
      </p>
    </div>
  );
}
