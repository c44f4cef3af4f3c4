import { statusFixture } from '../config/testing/status-fixture';
import { CaptchaError, GEETEST_NOT_WORK, VERIFY_TOO_FAST } from './captcha-error';
import type { CaptchaFields } from './captcha-fields';
import { LazyGeetest } from './geetest';
import type { GeetestRunner } from './geetest-runner';

const ANSWER: CaptchaFields = { geetestChallenge: 'c', geetestValidate: 'v', geetestSeccode: 's' };

/** A runner whose verification the test finishes, busy while it runs (as GeetestRunner is). */
function fakeRunner() {
  let finish: (fields: CaptchaFields) => void = () => undefined;
  const runner = {
    busy: false,
    verify: jest.fn(() => {
      runner.busy = true;
      return new Promise<CaptchaFields>((resolve) => {
        finish = (fields) => {
          runner.busy = false;
          resolve(fields);
        };
      });
    }),
    reset: jest.fn(),
  };
  return { runner: runner as typeof runner & GeetestRunner, finish: (fields: CaptchaFields) => finish(fields) };
}

describe('the captcha runner fetched on first use (issue 40)', () => {
  const status = statusFixture();

  it('loads the runner once, on the first verification, and answers with its fields', async () => {
    const { runner, finish } = fakeRunner();
    const load = jest.fn(async () => runner);
    const geetest = new LazyGeetest(load);
    geetest.reset(); // nothing loaded yet: nothing to reset, nothing fetched
    expect(load).not.toHaveBeenCalled();
    const first = geetest.verify(status);
    await Promise.resolve();
    await Promise.resolve();
    finish(ANSWER);
    await expect(first).resolves.toEqual(ANSWER);
    const second = geetest.verify(status);
    await Promise.resolve();
    finish(ANSWER);
    await expect(second).resolves.toEqual(ANSWER);
    expect(load).toHaveBeenCalledTimes(1);
    geetest.reset();
    expect(runner.reset).toHaveBeenCalledTimes(1);
  });

  it('refuses a second verification while the first one’s code is still arriving', async () => {
    const { runner } = fakeRunner();
    let deliver: (r: GeetestRunner) => void = () => undefined;
    const geetest = new LazyGeetest(() => new Promise((resolve) => (deliver = resolve)));
    void geetest.verify(status);
    expect(geetest.busy).toBe(true);
    await expect(geetest.verify(status)).rejects.toMatchObject({ code: VERIFY_TOO_FAST });
    deliver(runner);
    await new Promise((r) => setTimeout(r, 0));
    expect(runner.verify).toHaveBeenCalledTimes(1);
    expect(geetest.busy).toBe(true);
  });

  it('meets a failed download with the broken-service message, and tries again next time', async () => {
    const { runner, finish } = fakeRunner();
    const load = jest.fn<Promise<GeetestRunner>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(runner);
    const geetest = new LazyGeetest(load);
    const failed = geetest.verify(status);
    await expect(failed).rejects.toBeInstanceOf(CaptchaError);
    await expect(failed).rejects.toMatchObject({ code: GEETEST_NOT_WORK });
    expect(geetest.busy).toBe(false);
    const again = geetest.verify(status);
    await new Promise((r) => setTimeout(r, 0));
    finish(ANSWER);
    await expect(again).resolves.toEqual(ANSWER);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
