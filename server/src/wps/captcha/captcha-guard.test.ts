import { openDatabase } from '../../db/database';
import { VerificationStore } from '../../db/verification-store';
import { loadMerchant } from '../../../test/support/merchant-data';
import { WpsError } from '../http/wps-error';
import { CAPTCHA_TTL_MS, verifyCaptcha } from './captcha-guard';
import { v3Seccode, v3Validate, v4Output } from './geetest-test-rules';

async function codeOf(promise: Promise<void>): Promise<string> {
  try {
    await promise;
    return 'passed';
  } catch (error) {
    return error instanceof WpsError ? error.errorCode : String(error);
  }
}

describe('captcha test mode', () => {
  const demo = loadMerchant('demo');
  const lotus = loadMerchant('lotus');
  const demoKey = demo.integrations.captcha.testKey as string;
  const lotusKey = lotus.integrations.captcha.testKey as string;
  let store: VerificationStore;
  beforeEach(() => {
    store = new VerificationStore(openDatabase(':memory:'));
  });

  it('takes the test key from the merchant captcha settings', () => {
    expect(demoKey).toBe('demo-geetest-test-key');
    expect(lotusKey).toBe('lotus-geetest-test-key');
  });

  it('passes a v3 answer computed by the rule for an issued challenge, once', async () => {
    store.issueCaptcha('demo', 'challenge-1', 0);
    const validate = v3Validate(demoKey, 'challenge-1');
    const answer = { geetestChallenge: 'challenge-1', geetestValidate: validate, geetestSeccode: `${validate}|jordan` };
    expect(await codeOf(verifyCaptcha(store, demo, answer, 1000))).toBe('passed');
    expect(await codeOf(verifyCaptcha(store, demo, answer, 2000))).toBe('captcha_invalid');
  });

  it('refuses v3 answers with a wrong validate, a wrong seccode, or another merchant key', async () => {
    store.issueCaptcha('demo', 'c2', 0);
    const validate = v3Validate(demoKey, 'c2');
    expect(
      await codeOf(
        verifyCaptcha(store, demo, { geetestChallenge: 'c2', geetestValidate: validate, geetestSeccode: `${validate}|other` }, 10),
      ),
    ).toBe('captcha_invalid');
    const foreign = v3Validate(lotusKey, 'c2');
    expect(
      await codeOf(
        verifyCaptcha(store, demo, { geetestChallenge: 'c2', geetestValidate: foreign, geetestSeccode: v3Seccode(foreign) }, 10),
      ),
    ).toBe('captcha_invalid');
  });

  it('refuses a v3 challenge the server never issued, or issued more than 60 s ago', async () => {
    const validate = v3Validate(demoKey, 'made-up');
    expect(
      await codeOf(
        verifyCaptcha(store, demo, { geetestChallenge: 'made-up', geetestValidate: validate, geetestSeccode: v3Seccode(validate) }, 10),
      ),
    ).toBe('captcha_invalid');
    store.issueCaptcha('demo', 'old', 0);
    const old = v3Validate(demoKey, 'old');
    expect(
      await codeOf(
        verifyCaptcha(store, demo, { geetestChallenge: 'old', geetestValidate: old, geetestSeccode: v3Seccode(old) }, CAPTCHA_TTL_MS + 1),
      ),
    ).toBe('captcha_invalid');
  });

  it('keeps an issued challenge good for 60 s (SPEC 9), not a moment longer', async () => {
    expect(CAPTCHA_TTL_MS).toBe(60_000);
    store.issueCaptcha('demo', 'fresh', 0);
    const fresh = v3Validate(demoKey, 'fresh');
    expect(
      await codeOf(
        verifyCaptcha(store, demo, { geetestChallenge: 'fresh', geetestValidate: fresh, geetestSeccode: v3Seccode(fresh) }, 59_999),
      ),
    ).toBe('passed');
  });

  it('passes a v4 answer (JSON text or object) whose output is the HMAC of the lot number, once', async () => {
    store.issueCaptcha('lotus', 'lot-1', 0);
    const answer = JSON.stringify({
      lot_number: 'lot-1',
      captcha_output: v4Output(lotusKey, 'lot-1'),
      pass_token: 'p',
      gen_time: '1700000000',
    });
    expect(await codeOf(verifyCaptcha(store, lotus, { geetestValidateV4: answer }, 10, { v4Only: true }))).toBe('passed');
    expect(await codeOf(verifyCaptcha(store, lotus, { geetestValidateV4: JSON.parse(answer) as Record<string, unknown> }, 20))).toBe(
      'captcha_invalid',
    );
  });

  it('refuses a v4 answer with a wrong output, bad JSON or missing fields', async () => {
    store.issueCaptcha('lotus', 'lot-2', 0);
    expect(
      await codeOf(
        verifyCaptcha(
          store,
          lotus,
          { geetestValidateV4: JSON.stringify({ lot_number: 'lot-2', captcha_output: 'f'.repeat(64), pass_token: 'p', gen_time: '1' }) },
          10,
        ),
      ),
    ).toBe('captcha_invalid');
    expect(await codeOf(verifyCaptcha(store, lotus, { geetestValidateV4: '{not json' }, 10))).toBe('captcha_invalid');
    expect(await codeOf(verifyCaptcha(store, lotus, { geetestValidateV4: '{"lot_number":"lot-2"}' }, 10))).toBe('captcha_invalid');
  });

  it('requires v4 where only v4 will do (SMS), and some answer everywhere it is asked', async () => {
    store.issueCaptcha('demo', 'c3', 0);
    const validate = v3Validate(demoKey, 'c3');
    expect(
      await codeOf(
        verifyCaptcha(store, demo, { geetestChallenge: 'c3', geetestValidate: validate, geetestSeccode: v3Seccode(validate) }, 10, {
          v4Only: true,
        }),
      ),
    ).toBe('captcha_invalid');
    expect(await codeOf(verifyCaptcha(store, demo, {}, 10))).toBe('captcha_invalid');
  });

  it('has no test key without EMULATORS=1: the test rule then never passes', () => {
    expect(loadMerchant('demo', { emulators: false }).integrations.captcha.testKey).toBeNull();
    expect(loadMerchant('demo', { emulators: false }).integrations.captcha.scriptUrl).toMatch(/^https:\/\/static\.geetest\.com\//);
  });
});
