/**
 * The login form's own rules (SPEC 4), moved down from e2e/tests/auth-login.spec.ts: a refused
 * login shows the server's message in the shell's notice and keeps the player on the form with
 * what they typed; empty fields are said beside the field and send nothing; a double tap, even
 * one landing just after the answer, sends one login request.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, ApiError, bus, i18n, overlays$, sessionStore, systemConfig, type Overlay } from '@m/shared';
import { statusFixture } from '../testing/status-fixture';
import { LoginForm } from './login-form';
import EN from '../locales/EN.json';

let logins = 0;
let notices: string[] = [];
let navigations = 0;
let subs: { unsubscribe(): void }[] = [];

beforeAll(() => {
  i18n.addResourceBundle('en', 'auth', EN, true, false);
});

beforeEach(() => {
  logins = 0;
  notices = [];
  navigations = 0;
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.clear();
  systemConfig.next({ status: statusFixture(), country: null });
  jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
    if (name !== 'login') return {};
    logins += 1;
    throw new ApiError({
      kind: 'server',
      endpoint: 'login',
      path: '/wps/session/login',
      status: 400,
      errorCode: 'login.cred.err',
      message: 'The username or password is wrong.',
    });
  }) as never);
  subs = [
    // The player reads the notice and closes it.
    overlays$.subscribe((list: readonly Overlay[]) =>
      list.forEach((o) => {
        if (o.kind !== 'notice') return;
        notices.push(o.message);
        o.resolve();
      }),
    ),
    bus.on('nav.navigate').subscribe(() => {
      navigations += 1;
    }),
  ];
});

afterEach(() => {
  subs.forEach((s) => s.unsubscribe());
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function renderForm() {
  render(<LoginForm onRegister={() => undefined} onForgot={() => undefined} />);
  await act(async () => undefined);
}

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('the login form', () => {
  it("shows the server's message for a refused login and keeps the player on the form", async () => {
    await renderForm();
    fill('player1', 'not-the-password');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(notices).toEqual(['The username or password is wrong.']));
    expect(navigations).toBe(0);
    expect(sessionStore.token).toBeFalsy();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('player1');
    expect(screen.getByTestId('login-submit')).toBeTruthy();
  });

  it('says which field is empty and sends nothing', async () => {
    await renderForm();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(EN.username_required)).toBeTruthy();
    expect(screen.getByText(EN.password_required)).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    await act(async () => undefined);
    expect(logins).toBe(0);
  });

  it('sends one login request for a double tap, even one landing just after the answer', async () => {
    await renderForm();
    fill('player1', 'wrong-password-1');
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(notices).toHaveLength(1));
    // The answer is in and the notice closed: a tap now is still inside the lock.
    fireEvent.click(screen.getByTestId('login-submit'));
    await act(async () => undefined);
    expect(logins).toBe(1);
  });
});
