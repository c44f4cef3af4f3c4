/**
 * The security page sends a code to a new e-mail address or number with the merchant's captcha
 * when the server asks for one (issue 35): the captcha runs, the same request goes again with its
 * answer; a captcha the player closes sends nothing more and says why beside the field.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, ApiError, CaptchaError, geetest, i18n, systemConfig, VERIFY_FIRST } from '@m/shared';
import { statusFixture } from '@m/shared/testing/status';
import { ContactCard } from './contact-card';
import EN from '../locales/EN.json';

const settings = {
  mobileNum: null,
  email: null,
  twoFactor: { sms: false, email: false, ga: false },
  channels: { sms: true, email: true },
  passwordProof: true,
};
const ANSWER = { geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 's' };
const askedForCaptcha = () =>
  new ApiError({
    kind: 'server',
    endpoint: 'securityCode',
    path: '/wps/member/security/code',
    status: 400,
    errorCode: 'sms_captcha_required',
    message: 'Captcha',
  });

beforeAll(() => {
  i18n.addResourceBundle('en', 'member', EN, true, false);
});

let bodies: Record<string, unknown>[] = [];
beforeEach(() => {
  bodies = [];
  systemConfig.next({ status: statusFixture(), country: null });
  jest.spyOn(api, 'call').mockImplementation((async (name: string, options: { body: Record<string, unknown> }) => {
    if (name !== 'securityCode') return {};
    bodies.push(options.body);
    if (!('geetestChallenge' in options.body)) throw askedForCaptcha();
    return { sent: true, destination: 'pl***@example.com', expiresInSeconds: 300, resendAfterSeconds: 60 };
  }) as never);
  jest.spyOn(geetest, 'reset').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

async function sendTo(email: string) {
  render(<ContactCard kind="email" settings={settings} onChanged={() => undefined} />);
  fireEvent.click(screen.getByTestId('security-email-edit'));
  fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  });
}

it('asked for the captcha, runs it and sends the same code request again with its answer', async () => {
  const verify = jest.spyOn(geetest, 'verify').mockResolvedValue(ANSWER);
  await sendTo('player@example.com');
  expect(verify).toHaveBeenCalledTimes(1);
  expect(bodies).toEqual([
    { to: 'newEmail', email: 'player@example.com' },
    { to: 'newEmail', email: 'player@example.com', ...ANSWER },
  ]);
  expect(screen.getByText(/pl\*\*\*@example\.com/)).toBeTruthy();
});

it('a closed captcha sends nothing more and says so beside the address', async () => {
  jest.spyOn(geetest, 'verify').mockRejectedValue(new CaptchaError(VERIFY_FIRST));
  await sendTo('player@example.com');
  expect(bodies).toHaveLength(1);
  expect(screen.getByRole('alert').textContent).toBe('Please complete the verification first.');
});

it('waits the seconds the server answers before another code to the address (issue 35 item 6)', async () => {
  jest.spyOn(geetest, 'verify').mockResolvedValue(ANSWER);
  await sendTo('player@example.com');
  const button = screen.getByTestId('sec-email-send') as HTMLButtonElement;
  expect(button.textContent).toBe('Send again in 60 s');
  expect(button.disabled).toBe(true);
  // A tap meanwhile sends nothing more.
  await act(async () => {
    fireEvent.click(button);
  });
  expect(bodies).toHaveLength(2);
});

it('a refused code leaves the button ready for another try', async () => {
  jest.spyOn(geetest, 'verify').mockRejectedValue(new CaptchaError(VERIFY_FIRST));
  await sendTo('player@example.com');
  const button = screen.getByTestId('sec-email-send') as HTMLButtonElement;
  expect(button.textContent).toBe('Send code');
  expect(button.disabled).toBe(false);
});
