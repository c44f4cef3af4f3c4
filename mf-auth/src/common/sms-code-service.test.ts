/**
 * Asking for an SMS code (issue 24): the device's first code goes without a captcha; when the
 * server asks for one (sms_captcha_required) the player solves the merchant's captcha and the
 * same request goes again with the answer. Other refusals, such as an exhausted SMS budget,
 * reach the form as they are.
 */
import { api, ApiError, systemConfig, geetest } from '@m/shared';
import { statusFixture } from '../testing/status-fixture';
import { DEVICE_ID_KEY } from '../platform/device/device-id';
import { sendSmsCode } from './sms-code-service';

const refusal = (errorCode: string, status = 400) =>
  new ApiError({ kind: 'server', endpoint: 'smsNoLogin', path: '/wps/verification/sms/noLogin', status, errorCode, message: errorCode });
const solved = { geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 'v|jordan' };
/** A stored device id (36 characters, SPEC 5). */
const DEVICE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const sent = { sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(DEVICE_ID_KEY, DEVICE);
  systemConfig.next({ status: statusFixture(), country: null });
});
afterEach(() => jest.restoreAllMocks());

const bodies = (call: jest.SpyInstance) => call.mock.calls.map(([, options]) => (options as { body: Record<string, unknown> }).body);

it('sends the first code with the device id and no captcha', async () => {
  const call = jest.spyOn(api, 'call').mockResolvedValue(sent);
  const verify = jest.spyOn(geetest, 'verify');
  await expect(sendSmsCode('63', '917-555 0001', 'LOGIN')).resolves.toEqual(sent);
  expect(verify).not.toHaveBeenCalled();
  expect(bodies(call)).toEqual([{ countryDialingCode: '63', mobileNum: '9175550001', smsTemplate: 'LOGIN', loginDeviceId: DEVICE }]);
});

it('shows the captcha when the server asks for one, then asks again with the answer', async () => {
  const call = jest.spyOn(api, 'call').mockRejectedValueOnce(refusal('sms_captcha_required')).mockResolvedValueOnce(sent);
  const verify = jest.spyOn(geetest, 'verify').mockResolvedValue(solved);
  const reset = jest.spyOn(geetest, 'reset');
  await expect(sendSmsCode('63', '9175550001', 'REGISTER')).resolves.toEqual(sent);
  expect(verify).toHaveBeenCalledTimes(1);
  expect(bodies(call)[1]).toEqual({ ...bodies(call)[0], ...solved });
  expect(reset).toHaveBeenCalled();
});

it('does not loop: a refusal after the captcha goes to the form', async () => {
  jest.spyOn(api, 'call').mockRejectedValueOnce(refusal('sms_captcha_required')).mockRejectedValueOnce(refusal('captcha_invalid'));
  jest.spyOn(geetest, 'verify').mockResolvedValue(solved);
  await expect(sendSmsCode('63', '9175550001', 'LOGIN')).rejects.toMatchObject({ errorCode: 'captcha_invalid' });
});

it('passes an exhausted SMS budget to the form, with no captcha', async () => {
  jest.spyOn(api, 'call').mockRejectedValue(refusal('sms_budget_exhausted', 429));
  const verify = jest.spyOn(geetest, 'verify');
  await expect(sendSmsCode('63', '9175550001', 'LOGIN')).rejects.toMatchObject({ errorCode: 'sms_budget_exhausted' });
  expect(verify).not.toHaveBeenCalled();
});
