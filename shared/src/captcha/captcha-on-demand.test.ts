import { ApiError } from '../api/api-error';
import { statusFixture } from '../config/testing/status-fixture';
import { CaptchaError, VERIFY_FIRST } from './captcha-error';
import type { CaptchaFields } from './captcha-fields';
import type { GeetestRunner } from './geetest-runner';
import { withCaptchaWhenAsked } from './captcha-on-demand';

const ANSWER: CaptchaFields = { geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 's' };
const asked = () =>
  new ApiError({
    kind: 'server',
    message: 'refused',
    endpoint: 'securityCode',
    path: '/wps/member/security/code',
    status: 400,
    errorCode: 'sms_captcha_required',
  });

function fakeRunner(result: () => Promise<CaptchaFields> = async () => ANSWER) {
  const runner = { verify: jest.fn(result), reset: jest.fn() };
  return runner as typeof runner & GeetestRunner;
}

describe('a code request with the captcha the server asks for (issue 35)', () => {
  const status = statusFixture();

  it('the first code goes without a captcha', async () => {
    const runner = fakeRunner();
    const sent: (CaptchaFields | null)[] = [];
    await expect(withCaptchaWhenAsked(status, async (captcha) => (sent.push(captcha), 'sent'), { runner })).resolves.toBe('sent');
    expect(sent).toEqual([null]);
    expect(runner.verify).not.toHaveBeenCalled();
  });

  it('asked for one, runs the captcha and sends the same request again with its answer, once', async () => {
    const runner = fakeRunner();
    const sent: (CaptchaFields | null)[] = [];
    const request = async (captcha: CaptchaFields | null) => {
      sent.push(captcha);
      if (!captcha) throw asked();
      return 'sent';
    };
    await expect(withCaptchaWhenAsked(status, request, { runner })).resolves.toBe('sent');
    expect(sent).toEqual([null, ANSWER]);
    // The answer is good once: the next code starts from a new challenge.
    expect(runner.reset).toHaveBeenCalledTimes(1);
  });

  it('a refusal with the answer is the refusal the player reads; any other refusal is not retried', async () => {
    const runner = fakeRunner();
    await expect(withCaptchaWhenAsked(status, async () => Promise.reject(asked()), { runner })).rejects.toMatchObject({
      errorCode: 'sms_captcha_required',
    });
    expect(runner.verify).toHaveBeenCalledTimes(1);
    const other = new ApiError({
      kind: 'server',
      message: 'refused',
      endpoint: 'securityCode',
      path: '/x',
      status: 400,
      errorCode: 'invalid_request',
    });
    const untouched = fakeRunner();
    await expect(withCaptchaWhenAsked(status, async () => Promise.reject(other), { runner: untouched })).rejects.toBe(other);
    expect(untouched.verify).not.toHaveBeenCalled();
  });

  it('where the merchant asks before every code, the first request carries the answer', async () => {
    const runner = fakeRunner();
    const sent: (CaptchaFields | null)[] = [];
    await withCaptchaWhenAsked(status, async (captcha) => sent.push(captcha), { runner, askFirst: true });
    expect(sent).toEqual([ANSWER]);
  });

  it('a closed widget sends nothing more and says so; without the merchant status no widget is tried', async () => {
    const closed = fakeRunner(() => Promise.reject(new CaptchaError(VERIFY_FIRST)));
    const request = jest.fn(async (captcha: CaptchaFields | null) => {
      if (!captcha) throw asked();
      return 'sent';
    });
    await expect(withCaptchaWhenAsked(status, request, { runner: closed })).rejects.toMatchObject({ code: VERIFY_FIRST });
    expect(request).toHaveBeenCalledTimes(1);
    const runner = fakeRunner();
    await expect(withCaptchaWhenAsked(null, request, { runner })).rejects.toBeInstanceOf(CaptchaError);
    expect(runner.verify).not.toHaveBeenCalled();
  });
});
