import { statusFixture } from '../config/testing/status-fixture';
import { GeetestRunner, type GeetestRunnerDeps } from './geetest-runner';
import { GEETEST_NOT_WORK, VERIFY_FIRST, VERIFY_TOO_FAST } from './captcha-error';
import { loadGeetestScript } from './geetest-script';

type Handlers = { ready?: () => void; success?: () => void; close?: () => void; error?: (e: { msg: string }) => void };

/** A stand-in for Geetest's widget: the test decides when the player solves or closes it. */
function fakeWidget(answer: Record<string, string>) {
  const seen: { config?: Record<string, unknown>; handlers: Handlers; shown: number } = { handlers: {}, shown: 0 };
  const init = (config: Record<string, unknown>, callback: (c: unknown) => void) => {
    seen.config = config;
    const captcha = {
      onReady: (fn: () => void) => ((seen.handlers.ready = fn), captcha),
      onSuccess: (fn: () => void) => ((seen.handlers.success = fn), captcha),
      onError: (fn: (e: { msg: string }) => void) => ((seen.handlers.error = fn), captcha),
      onClose: (fn: () => void) => ((seen.handlers.close = fn), captcha),
      getValidate: () => answer,
      verify: () => void seen.shown++,
      showCaptcha: () => void seen.shown++,
      destroy: () => undefined,
    };
    callback(captcha);
  };
  return { init, seen };
}

function deps(init: unknown, overrides: Partial<GeetestRunnerDeps> = {}): GeetestRunnerDeps {
  return {
    fetchChallenge: async () => ({ gt: 'gt1', challenge: 'ch1', success: true, newCaptcha: true, testKey: 'test-key-1' }),
    loadScript: async () => undefined,
    global: () => init,
    timeoutMs: 10_000,
    ...overrides,
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('Geetest verification (SPEC 5)', () => {
  it('v3: shows the widget with the server challenge and returns challenge, validate and seccode', async () => {
    const widget = fakeWidget({ geetest_challenge: 'ch1', geetest_validate: 'v1', geetest_seccode: 'v1|jordan' });
    const runner = new GeetestRunner(deps(widget.init));
    const result = runner.verify(statusFixture());
    await flush();
    expect(widget.seen.config).toMatchObject({ gt: 'gt1', challenge: 'ch1', product: 'bind', testKey: 'test-key-1' });
    widget.seen.handlers.ready!();
    expect(widget.seen.shown).toBe(1);
    widget.seen.handlers.success!();
    await expect(result).resolves.toEqual({ geetestChallenge: 'ch1', geetestValidate: 'v1', geetestSeccode: 'v1|jordan' });
  });

  it("rejects a second verification while one runs: 'verify geetest too fast'", async () => {
    const widget = fakeWidget({});
    const runner = new GeetestRunner(deps(widget.init));
    const first = runner.verify(statusFixture());
    await expect(runner.verify(statusFixture())).rejects.toMatchObject({ code: VERIFY_TOO_FAST });
    await flush();
    widget.seen.handlers.close!();
    await expect(first).rejects.toMatchObject({ code: VERIFY_FIRST });
  });

  it("closing the widget gives 'verify_first'", async () => {
    const widget = fakeWidget({});
    const runner = new GeetestRunner(deps(widget.init));
    const result = runner.verify(statusFixture());
    await flush();
    widget.seen.handlers.ready!();
    widget.seen.handlers.close!();
    await expect(result).rejects.toMatchObject({ code: VERIFY_FIRST });
    expect(runner.busy).toBe(false);
  });

  it('v4: returns geetestValidateV4 with the captcha id of the merchant', async () => {
    const widget = fakeWidget({ lot_number: 'L1', captcha_output: 'O1', pass_token: 'P1', gen_time: '1700000000' });
    const runner = new GeetestRunner(deps(widget.init));
    const result = runner.verify(statusFixture({ gw: { GEETEST_VERSION: '4', GEETEST_ID: 'cid' } }));
    await flush();
    expect(widget.seen.config).toMatchObject({ captchaId: 'cid', product: 'bind', testKey: 'test-key-1', challenge: 'ch1' });
    widget.seen.handlers.ready!();
    widget.seen.handlers.success!();
    await expect(result).resolves.toEqual({
      geetestValidateV4: { lot_number: 'L1', captcha_output: 'O1', pass_token: 'P1', gen_time: '1700000000' },
    });
  });

  it('v4: a widget that is not ready within the time-out is a broken service', async () => {
    jest.useFakeTimers();
    try {
      const widget = fakeWidget({});
      const runner = new GeetestRunner(deps(widget.init));
      const result = runner.verify(statusFixture({ gw: { GEETEST_VERSION: '4' } }));
      const settled = expect(result).rejects.toMatchObject({ code: GEETEST_NOT_WORK });
      await jest.advanceTimersByTimeAsync(10_000);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('a script that does not load is a broken service', async () => {
    const runner = new GeetestRunner(
      deps(undefined, {
        loadScript: async () => {
          throw new Error('404');
        },
      }),
    );
    await expect(runner.verify(statusFixture())).rejects.toMatchObject({ code: GEETEST_NOT_WORK });
  });
});

describe('loading the Geetest script', () => {
  it('retries a failed load once', async () => {
    const win: Record<string, unknown> = {};
    const attempts: string[] = [];
    await loadGeetestScript(
      '/gt-retry.js',
      '3',
      async (url) => {
        attempts.push(url);
        if (attempts.length === 1) throw new Error('network');
        win.initGeetest = () => undefined;
      },
      win,
    );
    expect(attempts).toEqual(['/gt-retry.js', '/gt-retry.js']);
  });

  it('gives up after the retry', async () => {
    const attempts: string[] = [];
    await expect(
      loadGeetestScript(
        '/gt-down.js',
        '4',
        async (url) => {
          attempts.push(url);
          throw new Error('network');
        },
        {},
      ),
    ).rejects.toThrow();
    expect(attempts).toHaveLength(2);
  });
});
