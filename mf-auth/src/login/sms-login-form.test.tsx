/**
 * The SMS login form waits before another code as long as the server says (issue 35, item 6):
 * `resendAfterSeconds` from the answer, not a number of its own.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, i18n, systemConfig } from '@m/shared';
import { statusFixture } from '../testing/status-fixture';
import { SmsLoginForm } from './sms-login-form';
import EN from '../locales/EN.json';

beforeAll(() => {
  i18n.addResourceBundle('en', 'auth', EN, true, false);
});

beforeEach(() => {
  localStorage.clear();
  systemConfig.next({ status: statusFixture(), country: null });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('counts down the wait the server answers before the code can be asked again', async () => {
  const call = jest
    .spyOn(api, 'call')
    .mockImplementation((async (name: string) =>
      name === 'smsNoLogin' ? { sent: true, expiresInSeconds: 300, resendAfterSeconds: 90 } : {}) as never);
  jest.useFakeTimers();
  render(<SmsLoginForm />);
  await act(async () => undefined);
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9171234567' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('sms-send'));
  });
  expect(call).toHaveBeenCalledWith('smsNoLogin', expect.anything());
  expect(screen.getByTestId('sms-send').textContent).toBe('Resend in 90 s');
  expect((screen.getByTestId('sms-send') as HTMLButtonElement).disabled).toBe(true);
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(screen.getByTestId('sms-send').textContent).toBe('Resend in 89 s');
});
