/**
 * The page's one captcha runner (`geetest`), whose code (the widget's script loader and both
 * Geetest versions, geetest-runner.ts) is fetched on the first verification: every route loaded
 * it with @m/shared before, and only sign-in, registration and SMS codes use it (issue 40). One
 * verification at a time holds while the code is still arriving.
 */
import type { SystemStatus } from '../contract/system-status';
import { CaptchaError, GEETEST_NOT_WORK, VERIFY_TOO_FAST } from './captcha-error';
import type { CaptchaFields } from './captcha-fields';
import type { GeetestRunner } from './geetest-runner';

/** What the flows use of the runner: verify, then reset once the answer has been sent. */
export type Captcha = Pick<GeetestRunner, 'busy' | 'verify' | 'reset'>;

export class LazyGeetest implements Captcha {
  private runner: GeetestRunner | null = null;
  private loading: Promise<GeetestRunner> | null = null;
  private starting = false;

  constructor(private readonly load: () => Promise<GeetestRunner>) {}

  get busy(): boolean {
    return this.starting || (this.runner?.busy ?? false);
  }

  async verify(status: SystemStatus): Promise<CaptchaFields> {
    if (this.busy) throw new CaptchaError(VERIFY_TOO_FAST);
    this.starting = true;
    let runner: GeetestRunner;
    try {
      runner = await this.code();
    } finally {
      this.starting = false;
    }
    // Called in the same task: the runner marks itself busy before anything else can ask.
    return runner.verify(status);
  }

  reset(): void {
    this.runner?.reset();
  }

  private code(): Promise<GeetestRunner> {
    if (this.runner) return Promise.resolve(this.runner);
    if (!this.loading) {
      const loading = this.load().then(
        (runner) => (this.runner = runner),
        (cause: unknown) => {
          // Offline or a failed download: the player meets the broken-service message, and the next try loads again.
          this.loading = null;
          throw new CaptchaError(GEETEST_NOT_WORK, cause instanceof Error ? cause.message : 'runner not loaded');
        },
      );
      this.loading = loading;
    }
    return this.loading;
  }
}

/** One runner per page: two forms must not verify at the same time either. */
export const geetest = new LazyGeetest(() =>
  import(/* webpackChunkName: "geetest-runner" */ './geetest-runner').then(({ GeetestRunner }) => new GeetestRunner()),
);
