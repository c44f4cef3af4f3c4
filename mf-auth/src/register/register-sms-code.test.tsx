/**
 * Registration by mobile number with an SMS code (SPEC 4): after a code goes out, the button waits
 * the seconds the server answers before another (issue 35 item 6: every code form waits what
 * `resendAfterSeconds` says; this one let a player tap again at once).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, i18n, systemConfig } from '@m/shared';
import { statusFixture } from '../testing/status-fixture';
import { RegisterForm } from './register-form';
import EN from '../locales/EN.json';

beforeAll(() => {
  i18n.addResourceBundle('en', 'auth', EN, true, false);
});

beforeEach(() => {
  localStorage.clear();
  systemConfig.next({ status: statusFixture({ whitelabel: { REG3: false, MOBILENUMREG3: true } }), country: null });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('counts down the wait the server answers before the code can be asked again', async () => {
  const sent: unknown[] = [];
  jest.spyOn(api, 'call').mockImplementation((async (name: string, options?: { body?: unknown }) => {
    if (name === 'systemSettings')
      return { register: { username: false, mobile: true, requirePassword: true, captcha: false, mobileSmsVerification: true } };
    if (name === 'smsNoLogin') {
      sent.push(options?.body);
      return { sent: true, expiresInSeconds: 300, resendAfterSeconds: 45 };
    }
    return {};
  }) as never);
  jest.useFakeTimers();
  render(<RegisterForm onLogin={() => undefined} suggest={async () => null} />);
  await act(async () => undefined);
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9171234567' } });
  const button = () => screen.getByTestId('register-sms-send') as HTMLButtonElement;
  expect(button().textContent).toBe('Send code');
  await act(async () => {
    fireEvent.click(button());
  });
  expect(sent).toHaveLength(1);
  expect(button().textContent).toBe('Resend in 45 s');
  expect(button().disabled).toBe(true);
  // A second tap while it waits sends nothing.
  await act(async () => {
    fireEvent.click(button());
  });
  expect(sent).toHaveLength(1);
  await act(async () => {
    jest.advanceTimersByTime(45_000);
  });
  expect(button().textContent).toBe('Send code');
  expect(button().disabled).toBe(false);
});
