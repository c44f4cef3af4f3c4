/**
 * The registration form's own rules (SPEC 4), moved down from e2e/tests/auth-register.spec.ts:
 * what is wrong is said beside each field before anything is sent; a taken username is refused
 * with the server's message, in the notice and beside the field, and the player can correct it;
 * a double tap sends one registration. The user name the site suggests (issue 18) fills an
 * untouched field with a note, never replaces what the player typed even when it comes late, nor
 * lands in the field the player is in (also when its answer came just before the tap and is
 * drawn just after), and no suggestion leaves the form as it was. Registering for real: the e2e journeys.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, ApiError, i18n, LOCK_RELEASE_MS, overlays$, systemConfig, type Overlay } from '@m/shared';
import { statusFixture } from '../testing/status-fixture';
import { RegisterForm } from './register-form';
import EN from '../locales/EN.json';

const TAKEN = 'This username is already taken.';
let registrations: unknown[] = [];
let notices: string[] = [];
let subs: { unsubscribe(): void }[] = [];

beforeAll(() => {
  i18n.addResourceBundle('en', 'auth', EN, true, false);
});

beforeEach(() => {
  registrations = [];
  notices = [];
  // A merchant without terms: no consent box (its rules: terms-consent and register-form tests).
  systemConfig.next({ status: statusFixture({ legal: { minimumAge: 18, licence: null, paymentMarks: [] } }), country: null });
  jest.spyOn(api, 'call').mockImplementation((async (name: string, options?: { body?: { username?: string } }) => {
    // The reference server's rule (server/src/wps/routes/system-routes.ts): 4 to 16 letters or digits.
    if (name === 'systemSettings') return { usernameRule: { pattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 16 } };
    if (name === 'memberInfo') return { id: 5, account: 'player01', type: 0 };
    if (name !== 'register') return {};
    registrations.push(options?.body);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (options?.body?.username === 'takenname') {
      throw new ApiError({
        kind: 'server',
        endpoint: 'register',
        path: '/wps/member/register',
        status: 409,
        errorCode: 'username_exists',
        message: TAKEN,
        value: { field: 'username' },
      });
    }
    return { token: 'tok', customerId: 5, customerName: options?.body?.username };
  }) as never);
  subs = [
    overlays$.subscribe((list: readonly Overlay[]) =>
      list.forEach((o) => {
        if (o.kind !== 'notice') return;
        notices.push(o.message);
        o.resolve();
      }),
    ),
  ];
});

afterEach(() => {
  subs.forEach((s) => s.unsubscribe());
  jest.restoreAllMocks();
});

async function renderForm(suggest: () => Promise<string | null> = async () => null) {
  render(<RegisterForm onLogin={() => undefined} suggest={suggest} />);
  await act(async () => undefined);
}

function fill(username: string, password: string, confirm = password) {
  fireEvent.change(screen.getByTestId('register-username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
}

const fieldErrors = () => Array.from(document.querySelectorAll('.auth-field__error')).map((node) => node.textContent);

describe('the registration form', () => {
  it('says what is wrong beside each field before anything is sent', async () => {
    await renderForm();
    fill('ab', 'Secret-123', 'Secret-124');
    fireEvent.click(screen.getByTestId('register-submit'));
    await act(async () => undefined);
    expect(fieldErrors()).toEqual([EN.username_rule, EN.password_mismatch]);
    expect(screen.getByTestId('register-username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(registrations).toEqual([]);
  });

  it("refuses a taken username with the server's message beside the field, and takes the corrected one", async () => {
    await renderForm();
    fill('takenname', 'Secret-123');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(notices).toEqual([TAKEN]));
    expect(fieldErrors()).toEqual([TAKEN]);
    expect((screen.getByTestId('register-username') as HTMLInputElement).value).toBe('takenname');

    await act(() => new Promise((resolve) => setTimeout(resolve, LOCK_RELEASE_MS + 20)));
    fireEvent.change(screen.getByTestId('register-username'), { target: { value: 'freename1' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(registrations).toHaveLength(2));
    expect(registrations[1]).toMatchObject({ username: 'freename1' });
  });

  it('sends one registration for a double tap', async () => {
    await renderForm();
    fill('takenname', 'Secret-123');
    fireEvent.click(screen.getByTestId('register-submit'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(notices).toHaveLength(1));
    await act(async () => undefined);
    expect(registrations).toHaveLength(1);
  });
});

describe('the user name the site suggests (moved down from e2e/tests/auth-register-username.spec.ts)', () => {
  const field = () => screen.getByTestId('register-username') as HTMLInputElement;
  const noted = () => screen.queryByText(EN.username_suggested) !== null;

  async function register() {
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret-123' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(registrations).toHaveLength(1));
  }

  it('a late suggestion never replaces the name the player typed', async () => {
    let answer: (name: string) => void = () => undefined;
    await renderForm(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.change(field(), { target: { value: 'ownname7' } });
    await act(async () => answer('player4821'));
    expect(field().value).toBe('ownname7');
    expect(noted()).toBe(false);
    await register();
    expect(registrations[0]).toMatchObject({ username: 'ownname7' });
  });

  it('a suggestion arriving once the player is in the empty field stays out of it: what they type is the name', async () => {
    let answer: (name: string) => void = () => undefined;
    await renderForm(() => new Promise((resolve) => (answer = resolve)));
    // Tapped into, not yet typed in: the caret is there, the next letters are the player's.
    fireEvent.focus(field());
    await act(async () => answer('player4821'));
    expect(field().value).toBe('');
    expect(noted()).toBe(false);
    fireEvent.change(field(), { target: { value: 'ownname8' } });
    await register();
    expect(registrations[0]).toMatchObject({ username: 'ownname8' });
  });

  it('a suggestion whose answer came just before the tap, drawn just after it, stays out of the field', async () => {
    let answer: (name: string) => void = () => undefined;
    const suggest = () => new Promise<string | null>((resolve) => (answer = resolve));
    const { rerender } = render(<RegisterForm onLogin={() => undefined} suggest={suggest} />);
    await act(async () => undefined);
    // The page draws the form again (new props from the shell, a language loaded): React then
    // computes the next update's state as soon as it is asked for, and keeps it.
    rerender(<RegisterForm onLogin={() => undefined} suggest={suggest} />);
    await act(async () => {
      // The answer is in (its callback ran), the page has not drawn it yet, and the player taps
      // into the field: what React drew next used to be the suggestion, under the player's caret.
      answer('player4821');
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      fireEvent.focus(field());
    });
    expect(field().value).toBe('');
    expect(noted()).toBe(false);
    // Playwright's fill, a keyboard's letters: they go after whatever the field holds.
    fireEvent.change(field(), { target: { value: `${field().value}frnd7a2` } });
    await register();
    expect(registrations[0]).toMatchObject({ username: 'frnd7a2' });
  });

  it('the player changes the suggestion to a name of their own, and the note goes', async () => {
    await renderForm(async () => 'player4821');
    expect(field().value).toBe('player4821');
    expect(noted()).toBe(true);
    fireEvent.change(field(), { target: { value: 'minename' } });
    expect(noted()).toBe(false);
    await register();
    expect(registrations[0]).toMatchObject({ username: 'minename' });
  });

  it('without a suggestion the field stays empty, nothing is said, and the form registers as usual', async () => {
    await renderForm(async () => null);
    expect(field().value).toBe('');
    expect(notices).toEqual([]);
    fireEvent.change(field(), { target: { value: 'nosuggest1' } });
    await register();
    expect(registrations[0]).toMatchObject({ username: 'nosuggest1' });
  });
});
