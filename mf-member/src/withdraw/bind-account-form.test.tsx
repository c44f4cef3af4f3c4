/**
 * Binding a withdrawal account: the code to the member's mobile waits the seconds the server
 * answers before another (issue 35 item 6: every code form waits what `resendAfterSeconds`
 * says; this one sent again at every tap).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, i18n } from '@m/shared';
import { BindAccountForm } from './bind-account-form';
import EN from '../locales/EN.json';

beforeAll(() => {
  i18n.addResourceBundle('en', 'member', EN, true, false);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('counts down the wait the server answers, then offers to send again', async () => {
  const sent: string[] = [];
  jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
    if (name !== 'smsMember') return {};
    sent.push(name);
    return { sent: true, mobileNum: '•••• 4567', expiresInSeconds: 300, resendAfterSeconds: 30 };
  }) as never);
  jest.useFakeTimers();
  render(
    <BindAccountForm
      providers={[{ code: 'GCASH', name: 'GCash', type: 'ewallet' } as never]}
      smsMobile="•••• 4567"
      onBound={() => undefined}
      navigate={() => undefined}
    />,
  );
  const button = () => screen.getByTestId('bind-send-code') as HTMLButtonElement;
  expect(button().textContent).toBe(EN.cashier_bind_send);
  await act(async () => {
    fireEvent.click(button());
  });
  expect(sent).toHaveLength(1);
  expect(button().textContent).toBe('Send again in 30 s');
  expect(button().disabled).toBe(true);
  await act(async () => {
    fireEvent.click(button());
  });
  expect(sent).toHaveLength(1);
  await act(async () => {
    jest.advanceTimersByTime(30_000);
  });
  expect(button().textContent).toBe(EN.cashier_bind_resend);
  expect(button().disabled).toBe(false);
});
