/**
 * /m/agentRegister (SPEC 2): an agent (member type 1 or 2) registers a member under them.
 * Anyone else is sent home. The type comes from the session, checked against member info.
 */
import { useEffect, useRef, useState } from 'react';
import { api, BundleTag, sessionStore, showNotice, useBehavior, useTranslation, type ParcelProps } from '@m/shared';
import { SubmitLock } from '../common/submit-lock';
import { usernameProblem, useSettings } from '../common/use-settings';
import { checkNewPassword } from '../common/new-password-check';
import { isAgent } from '../agent/agent-access';
import { registerDownline } from '../agent/agent-register-service';
import { NewPasswordFields } from '../ui/new-password-fields';
import { TextField } from '../ui/text-field';
import { useAuthStyles } from '../ui/auth-styles';
import { useStatus } from '../common/use-status';
import { TermsConsent } from '../register/terms-consent';

type Errors = Partial<Record<'username' | 'password' | 'confirm' | 'consent', string>>;

export function AgentRegisterPage(props: ParcelProps) {
  useAuthStyles();
  const { t } = useTranslation('auth');
  const session = useBehavior(sessionStore.subject);
  const settings = useSettings();
  const [allowed, setAllowed] = useState<boolean | null>(isAgent(session?.type) ? true : null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  // Issue 27: the agent confirms, for the new member, the minimum age and the merchant's terms.
  const legal = useStatus()?.legal;
  const askConsent = legal?.terms !== undefined;
  const lock = useRef(new SubmitLock()).current;
  const { navigate } = props;

  // The stored type may be stale (or unknown after a token from the query): member info decides.
  useEffect(() => {
    let live = true;
    api
      .call('memberInfo', { cache: false })
      .then((answer) => {
        if (!live) return;
        // Not typed in the contract yet (member centre): only `type` is read, and checked.
        const info = (answer ?? {}) as { type?: unknown };
        if (typeof info.type === 'number') sessionStore.patch({ type: info.type });
        setAllowed(isAgent(typeof info.type === 'number' ? info.type : undefined));
      })
      .catch(() => live && setAllowed(isAgent(sessionStore.current?.type)));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (allowed === false) navigate('/home', { replace: true });
  }, [allowed, navigate]);

  if (!allowed) return <section className="auth-page" data-page="mf-auth/AgentRegisterPage" aria-busy="true" />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const nameProblem = usernameProblem(settings, username);
    if (nameProblem) found.username = t(nameProblem);
    Object.assign(found, checkNewPassword(settings, password, confirm, t));
    if (askConsent && !ageConfirmed) found.consent = t('consent_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void lock.run(async () => {
      const outcome = await registerDownline(username, password, ageConfirmed);
      if (outcome.status === 'failed') {
        if (outcome.field === 'username') setErrors({ username: outcome.message });
        await showNotice({ message: outcome.message });
        return;
      }
      setUsername('');
      setPassword('');
      setConfirm('');
      setAgeConfirmed(false);
      await showNotice({ message: t('agent_register_done', { name: outcome.userName }) });
    });
  };

  return (
    <section className="auth-page" data-page="mf-auth/AgentRegisterPage" data-route={props.route}>
      <h1>{t('agent_register_page_title')}</h1>
      <p className="auth-note">{t('agent_register_page_desc')}</p>
      <form className="auth-form" onSubmit={submit} noValidate data-testid="agent-register-form">
        <TextField
          label={t('username')}
          autoCapitalize="none"
          autoComplete="off"
          maxLength={64}
          value={username}
          error={errors.username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <NewPasswordFields
          settings={settings}
          labelKey="password"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        {askConsent && (
          <TermsConsent
            label={t('agent_consent_age_terms', { age: legal?.minimumAge ?? 18 })}
            checked={ageConfirmed}
            onChange={(checked) => {
              setAgeConfirmed(checked);
              if (checked) setErrors(({ consent: _consent, ...rest }) => rest);
            }}
            error={errors.consent}
          />
        )}
        <button type="submit" className="btn btn--primary auth-submit">
          {t('agent_register_submit')}
        </button>
      </form>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
