/**
 * The consent on the registration form (issue 27): unticked, the form says so and sends nothing;
 * ticked, the registration carries the terms version the status named. The terms open over the
 * form and close with Escape, keeping what the player typed.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, ApiError, i18n, LOCK_RELEASE_MS, overlays$, systemConfig } from '@m/shared';
import { statusFixture } from '../testing/status-fixture';
import { RegisterForm } from './register-form';
import EN from '../locales/EN.json';

const TERMS = {
  version: '2026-11',
  language: 'EN',
  title: 'Terms and Conditions',
  paragraphs: ['You must be 21 or older.', '<b>not markup</b>'],
};
let calls: { name: string; body?: unknown }[] = [];
let subs: { unsubscribe(): void }[] = [];

beforeAll(() => {
  i18n.addResourceBundle('en', 'auth', EN, true, false);
});

beforeEach(() => {
  calls = [];
  systemConfig.next({
    status: statusFixture({ legal: { minimumAge: 21, licence: null, paymentMarks: [], terms: { version: '2026-11' } } }),
    country: null,
  });
  jest.spyOn(api, 'call').mockImplementation((async (name: string, options?: { body?: unknown }) => {
    calls.push({ name, body: options?.body });
    if (name === 'systemTerms') return TERMS;
    if (name === 'systemSettings') return {};
    if (name === 'memberInfo') return { id: 5, account: 'player01', type: 0 };
    return { token: 'tok', customerId: 5, customerName: 'player01' };
  }) as never);
  // The player confirms the success alert at once.
  subs = [overlays$.subscribe((list) => list.forEach((o) => o.kind === 'notice' && o.resolve()))];
});

afterEach(() => {
  subs.forEach((s) => s.unsubscribe());
  jest.restoreAllMocks();
});

function fillForm() {
  fireEvent.change(screen.getByTestId('register-username'), { target: { value: 'player01' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-1' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret-1' } });
}

/** Renders the form and lets its settings call settle. */
async function renderForm() {
  render(<RegisterForm onLogin={() => undefined} suggest={async () => null} />);
  await act(async () => undefined);
}

const registrations = () => calls.filter((call) => call.name === 'register' || call.name === 'registerMobile');

describe('consent on the registration form (issue 27)', () => {
  it('names the minimum age from the status, and sends nothing while the box is unticked', async () => {
    await renderForm();
    const box = screen.getByLabelText('I am 21 or older and accept the Terms and Conditions') as HTMLInputElement;
    fillForm();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Please confirm your age and accept the Terms and Conditions.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await act(async () => undefined);
    expect(registrations()).toEqual([]);
    // Nothing typed is lost.
    expect((screen.getByTestId('register-username') as HTMLInputElement).value).toBe('player01');
  });

  it('ticked: the registration carries the age confirmation and the version the status named', async () => {
    await renderForm();
    fillForm();
    fireEvent.click(screen.getByLabelText('I am 21 or older and accept the Terms and Conditions'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]).toMatchObject({
      name: 'register',
      body: { username: 'player01', termsVersion: '2026-11', ageConfirmed: true },
    });
  });

  it('opens the terms as text over the form; Escape closes them, focus goes back, the form keeps its values', async () => {
    await renderForm();
    fillForm();
    const open = screen.getByTestId('terms-open');
    open.focus();
    fireEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(await screen.findByText('You must be 21 or older.')).toBeTruthy();
    // Markup in the text stays text.
    expect(screen.getByText('<b>not markup</b>')).toBeTruthy();
    expect(sheet.querySelector('b')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('terms-close'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByTestId('terms-sheet')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect((screen.getByTestId('register-username') as HTMLInputElement).value).toBe('player01');
  });

  it('a merchant without terms asks for no consent', async () => {
    systemConfig.next({ status: statusFixture({ legal: { minimumAge: 18, licence: null, paymentMarks: [] } }), country: null });
    await renderForm();
    expect(screen.queryByTestId('register-consent')).toBeNull();
  });

  // Last: the version in force it learns stays for the page's life.
  it('terms changed meanwhile: the box is unticked with the message, and the next consent is to the version in force', async () => {
    let refuse = true;
    (api.call as jest.Mock).mockImplementation((async (name: string, options?: { body?: unknown }) => {
      calls.push({ name, body: options?.body });
      if (name === 'systemSettings') return {};
      if (name === 'register' && refuse) {
        refuse = false;
        throw new ApiError({
          kind: 'server',
          endpoint: 'register',
          path: '/wps/member/register',
          errorCode: 'terms_outdated',
          message: 'The Terms and Conditions have changed.',
          value: { field: 'consent', termsVersion: '2026-12' },
        });
      }
      if (name === 'memberInfo') return { id: 5, account: 'player01', type: 0 };
      return { token: 'tok', customerId: 5, customerName: 'player01' };
    }) as never);
    await renderForm();
    fillForm();
    const box = screen.getByLabelText('I am 21 or older and accept the Terms and Conditions') as HTMLInputElement;
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('The Terms and Conditions have changed.')).toBeTruthy();
    expect(box.checked).toBe(false);
    // The refusal's notice is confirmed (beforeEach) and the submit lock lets go.
    await act(() => new Promise((resolve) => setTimeout(resolve, LOCK_RELEASE_MS + 20)));
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(registrations()).toHaveLength(2));
    expect(registrations()[1]!.body).toMatchObject({ termsVersion: '2026-12', ageConfirmed: true });
  });
});
