/**
 * Runs a Geetest verification in "bind" mode (the widget pops up over the page) and returns
 * the request fields (SPEC 3, 5):
 * - v3: challenge from GET /wps/captcha/geetest, then initGeetest → verify → getValidate;
 * - v4: initGeetest4 with the merchant's captcha id → showCaptcha → getValidate; a widget that
 *   is not ready within 10 s counts as a broken service.
 * One verification at a time ('verify geetest too fast'); closing the widget is 'verify_first'.
 * In test mode the server's challenge answer carries `testKey`, which the local test widget
 * needs; the real scripts ignore it.
 */
import { api } from '../api/api';
import { GEETEST_V4_TIMEOUT_MS } from '../contract/constants';
import type { SystemStatus } from '../contract/system-status';
import { CaptchaError, GEETEST_NOT_WORK, VERIFY_FIRST, VERIFY_TOO_FAST } from './captcha-error';
import type { CaptchaFields, GeetestV4Answer } from './captcha-fields';
import { GLOBAL_OF, loadGeetestScript, type GeetestVersion } from './geetest-script';

export interface GeetestChallenge {
  gt: string;
  challenge: string;
  newCaptcha?: boolean;
  success?: boolean | number;
  testKey?: string;
}

interface CaptchaObject {
  onReady(fn: () => void): CaptchaObject;
  onSuccess(fn: () => void): CaptchaObject;
  onError(fn: (error?: { msg?: string; code?: string }) => void): CaptchaObject;
  onClose(fn: () => void): CaptchaObject;
  getValidate(): Record<string, string> | false | undefined;
  verify?(): void;
  showCaptcha?(): void;
  destroy?(): void;
}

type InitFn = (config: Record<string, unknown>, callback: (captcha: CaptchaObject) => void) => void;

export interface GeetestRunnerDeps {
  fetchChallenge: () => Promise<GeetestChallenge>;
  loadScript: (url: string, version: GeetestVersion) => Promise<void>;
  global: (name: string) => unknown;
  timeoutMs: number;
}

const defaultDeps: GeetestRunnerDeps = {
  fetchChallenge: () => api.call('geetest', { query: { t: Date.now() }, cache: false }),
  loadScript: (url, version) => loadGeetestScript(url, version),
  global: (name) => (window as unknown as Record<string, unknown>)[name],
  timeoutMs: GEETEST_V4_TIMEOUT_MS,
};

export class GeetestRunner {
  private running = false;
  private current: CaptchaObject | null = null;

  constructor(private readonly deps: GeetestRunnerDeps = defaultDeps) {}

  get busy(): boolean {
    return this.running;
  }

  async verify(status: SystemStatus): Promise<CaptchaFields> {
    if (this.running) throw new CaptchaError(VERIFY_TOO_FAST);
    this.running = true;
    try {
      const version: GeetestVersion = status.gw.GEETEST_VERSION === '4' ? '4' : '3';
      return version === '3' ? await this.runV3(status) : await this.runV4(status);
    } finally {
      this.running = false;
    }
  }

  /** Forgets the widget and its answer: the next verification starts from a new challenge. */
  reset(): void {
    try {
      this.current?.destroy?.();
    } catch {
      // a broken widget is dropped all the same
    }
    this.current = null;
  }

  private async prepare(status: SystemStatus, version: GeetestVersion): Promise<InitFn> {
    const url = status.gw.GEETEST_SCRIPT_URL;
    if (!url) throw new CaptchaError(GEETEST_NOT_WORK, 'no script URL');
    try {
      await this.deps.loadScript(url, version);
    } catch (error) {
      throw new CaptchaError(GEETEST_NOT_WORK, (error as Error).message);
    }
    const init = this.deps.global(GLOBAL_OF[version]);
    if (typeof init !== 'function') throw new CaptchaError(GEETEST_NOT_WORK, `${GLOBAL_OF[version]} missing`);
    return init as InitFn;
  }

  private async challenge(required: boolean): Promise<GeetestChallenge | null> {
    try {
      return await this.deps.fetchChallenge();
    } catch (error) {
      if (!required) return null;
      throw new CaptchaError('captcha_failed', (error as Error).message);
    }
  }

  private async runV3(status: SystemStatus): Promise<CaptchaFields> {
    const [init, challenge] = await Promise.all([this.prepare(status, '3'), this.challenge(true)]);
    const answer = await this.show(
      init,
      {
        gt: challenge!.gt,
        challenge: challenge!.challenge,
        offline: challenge!.success === false || challenge!.success === 0,
        new_captcha: challenge!.newCaptcha !== false,
        product: 'bind',
        ...(challenge!.testKey ? { testKey: challenge!.testKey } : {}),
      },
      null,
    );
    const { geetest_challenge, geetest_validate, geetest_seccode } = answer;
    if (!geetest_challenge || !geetest_validate || !geetest_seccode) throw new CaptchaError(VERIFY_FIRST);
    return { geetestChallenge: geetest_challenge, geetestValidate: geetest_validate, geetestSeccode: geetest_seccode };
  }

  private async runV4(status: SystemStatus): Promise<CaptchaFields> {
    // v4 needs no server challenge; in test mode the server's answer gives the lot number and key.
    const [init, challenge] = await Promise.all([this.prepare(status, '4'), this.challenge(false)]);
    const answer = await this.show(
      init,
      {
        captchaId: status.gw.GEETEST_ID,
        product: 'bind',
        ...(challenge?.testKey ? { testKey: challenge.testKey, challenge: challenge.challenge } : {}),
      },
      this.deps.timeoutMs,
    );
    const { lot_number, captcha_output, pass_token, gen_time } = answer;
    if (!lot_number || !captcha_output || pass_token === undefined || gen_time === undefined) throw new CaptchaError(VERIFY_FIRST);
    const v4: GeetestV4Answer = {
      lot_number,
      captcha_output,
      pass_token,
      gen_time,
      ...(answer.captcha_id ? { captcha_id: answer.captcha_id } : {}),
    };
    return { geetestValidateV4: v4 };
  }

  private show(init: InitFn, config: Record<string, unknown>, readyTimeoutMs: number | null): Promise<Record<string, string>> {
    return new Promise((resolve, reject) => {
      let settled = false;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        if (timer) clearTimeout(timer);
        fn();
      };
      if (readyTimeoutMs !== null) {
        timer = setTimeout(() => finish(() => reject(new CaptchaError(GEETEST_NOT_WORK, 'time-out'))), readyTimeoutMs);
      }
      try {
        init(config, (captcha) => {
          this.reset();
          this.current = captcha;
          captcha
            .onReady(() => {
              if (timer) clearTimeout(timer);
              timer = null;
              if (captcha.verify) captcha.verify();
              else captcha.showCaptcha?.();
            })
            .onSuccess(() => {
              const value = captcha.getValidate();
              finish(() => (value ? resolve(value) : reject(new CaptchaError(VERIFY_FIRST))));
            })
            .onError((error) => finish(() => reject(new CaptchaError('captcha_failed', error?.msg ?? error?.code))))
            .onClose(() => finish(() => reject(new CaptchaError(VERIFY_FIRST))));
        });
      } catch (error) {
        finish(() => reject(new CaptchaError(GEETEST_NOT_WORK, (error as Error).message)));
      }
    });
  }
}
