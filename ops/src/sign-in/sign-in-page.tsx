/**
 * Signing in, in two steps: name and password (answered with a short-lived ticket), then the
 * six-digit code of the operator's authenticator app. The ticket lives in this component's state
 * only; the session itself is the server's httpOnly cookie. A refusal is said next to the form.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OpsOperator } from '@m/shared/ops';
import { messageOf, OpsApiError, type OpsClient } from '../api/ops-client';
import { usePageTitle } from '../ui/use-page-title';

export interface SignInPageProps {
  client: OpsClient;
  onSignedIn: (operator: OpsOperator) => void;
}

const CODE = /^\d{6}$/;

function refusal(error: unknown, step: 'password' | 'code'): string {
  if (error instanceof OpsApiError && (error.status === 401 || error.failure === 'invalid')) {
    return step === 'password' ? 'The name or password is not right.' : 'That code is not right or has expired. Enter the current code.';
  }
  return messageOf(error);
}

export function SignInPage({ client, onSignedIn }: SignInPageProps) {
  const [ticket, setTicket] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  usePageTitle('Sign in');

  useEffect(() => {
    if (ticket) codeInput.current?.focus();
  }, [ticket]);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !password) {
      setError('Enter your name and password.');
      return;
    }
    setBusy(true);
    setError(null);
    client.signIn(name.trim(), password).then(
      (answer) => {
        setBusy(false);
        setPassword('');
        setTicket(answer.ticket);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(refusal(failure, 'password'));
      },
    );
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!ticket) return;
    if (!CODE.test(code)) {
      setError('Enter the 6 digits your authenticator app shows.');
      return;
    }
    setBusy(true);
    setError(null);
    client.totp(ticket, code).then(
      (operator) => {
        setBusy(false);
        onSignedIn(operator);
      },
      (failure: unknown) => {
        setBusy(false);
        setCode('');
        setError(refusal(failure, 'code'));
      },
    );
  };

  return (
    <main className="sign-in" id="main">
      <h1>Operator console</h1>
      <div className="card">
        {ticket === null ? (
          <form onSubmit={submitPassword} noValidate aria-describedby={error ? 'sign-in-error' : undefined}>
            <h2>Sign in</h2>
            <div className="field">
              <label htmlFor="ops-name">Name</label>
              <input
                id="ops-name"
                name="username"
                autoComplete="username"
                value={name}
                onChange={(event) => setName(event.target.value)}
                required
              />
            </div>
            <div className="field">
              <label htmlFor="ops-password">Password</label>
              <input
                id="ops-password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
              />
            </div>
            {error && (
              <p id="sign-in-error" className="notice notice--bad" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="btn" disabled={busy}>
              {busy ? 'Checking…' : 'Continue'}
            </button>
          </form>
        ) : (
          <form onSubmit={submitCode} noValidate aria-describedby={error ? 'sign-in-error' : 'ops-code-hint'}>
            <h2>Authenticator code</h2>
            <div className="field">
              <label htmlFor="ops-code">6-digit code</label>
              <span id="ops-code-hint" className="field__hint">
                Open your authenticator app and enter the code it shows for the operator console.
              </span>
              <input
                id="ops-code"
                ref={codeInput}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                value={code}
                aria-describedby="ops-code-hint"
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                required
              />
            </div>
            {error && (
              <p id="sign-in-error" className="notice notice--bad" role="alert">
                {error}
              </p>
            )}
            <div className="row">
              <button type="submit" className="btn" disabled={busy}>
                {busy ? 'Checking…' : 'Sign in'}
              </button>
              <button
                type="button"
                className="btn btn--quiet"
                onClick={() => {
                  setTicket(null);
                  setCode('');
                  setError(null);
                }}
              >
                Start again
              </button>
            </div>
          </form>
        )}
      </div>
    </main>
  );
}
