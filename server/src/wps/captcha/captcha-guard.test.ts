import crypto from 'node:crypto';
import { openDatabase } from '../../db/database';
import { VerificationStore } from '../../db/verification-store';
import { loadMerchant } from '../../../test/support/merchant-data';
import { WpsError } from '../http/wps-error';
import { CAPTCHA_TTL_MS, verifyCaptcha, type CaptchaChecker } from './captcha-guard';
import { v3Seccode, v3Validate, v4Output } from './geetest-test-rules';
import { issueSignedChallenge } from './signed-challenge';

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
  let checker: CaptchaChecker;
  let db: ReturnType<typeof openDatabase>;
  const issue = (merchant: string, now: number) => issueSignedChallenge(checker.serverSecret, merchant, now, CAPTCHA_TTL_MS);
  const v3 = (key: string, challenge: string) => {
    const validate = v3Validate(key, challenge);
    return { geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: v3Seccode(validate) };
  };
  beforeEach(() => {
    db = openDatabase(':memory:');
    checker = { verification: new VerificationStore(db), serverSecret: crypto.randomBytes(32) };
  });

  it('takes the test key from the merchant captcha settings', () => {
    expect(demoKey).toBe('demo-geetest-test-key');
    expect(lotusKey).toBe('lotus-geetest-test-key');
  });

  it('passes a v3 answer computed by the rule for an issued challenge, once', async () => {
    const challenge = issue('demo', 0);
    // A signed challenge fits the contract's answer fields (50 characters) and the widgets (letters and digits).
    expect(challenge).toMatch(/^[0-9a-z]{8,50}$/);
    expect(await codeOf(verifyCaptcha(checker, demo, v3(demoKey, challenge), 1000))).toBe('passed');
    expect(await codeOf(verifyCaptcha(checker, demo, v3(demoKey, challenge), 2000))).toBe('captcha_invalid');
  });

  it('refuses v3 answers with a wrong validate, a wrong seccode, or another merchant key', async () => {
    const challenge = issue('demo', 0);
    const validate = v3Validate(demoKey, challenge);
    expect(
      await codeOf(
        verifyCaptcha(checker, demo, { geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: `${validate}|other` }, 10),
      ),
    ).toBe('captcha_invalid');
    expect(await codeOf(verifyCaptcha(checker, demo, v3(lotusKey, challenge), 10))).toBe('captcha_invalid');
  });

  it('refuses a challenge this server never signed, signed for another merchant or by another key, or older than 60 s', async () => {
    expect(await codeOf(verifyCaptcha(checker, demo, v3(demoKey, 'made-up'), 10))).toBe('captcha_invalid');
    expect(await codeOf(verifyCaptcha(checker, demo, v3(demoKey, issue('lotus', 0)), 10))).toBe('captcha_invalid');
    const foreign = issueSignedChallenge(crypto.randomBytes(32), 'demo', 0, CAPTCHA_TTL_MS);
    expect(await codeOf(verifyCaptcha(checker, demo, v3(demoKey, foreign), 10))).toBe('captcha_invalid');
    const signed = issue('demo', 0);
    const stretched = `${(Number.parseInt(signed.slice(0, 9), 36) + 3_600_000).toString(36).padStart(9, '0')}${signed.slice(9)}`;
    expect(await codeOf(verifyCaptcha(checker, demo, v3(demoKey, stretched), 10))).toBe('captcha_invalid');
    expect(await codeOf(verifyCaptcha(checker, demo, v3(demoKey, issue('demo', 0)), CAPTCHA_TTL_MS + 1))).toBe('captcha_invalid');
  });

  it('stores nothing when it issues a challenge: only a passed answer is written down', async () => {
    const stored = () => (db.prepare('SELECT COUNT(*) AS n FROM captcha_challenges').get() as { n: number }).n;
    for (let i = 0; i < 100; i += 1) issue('demo', 0);
    expect(stored()).toBe(0);
    await verifyCaptcha(checker, demo, v3(demoKey, issue('demo', 0)), 10);
    expect(stored()).toBe(1);
  });

  it('keeps an issued challenge good for 60 s (SPEC 9), not a moment longer', async () => {
    expect(CAPTCHA_TTL_MS).toBe(60_000);
    expect(await codeOf(verifyCaptcha(checker, demo, v3(demoKey, issue('demo', 0)), 59_999))).toBe('passed');
    expect(await codeOf(verifyCaptcha(checker, demo, v3(demoKey, issue('demo', 0)), 60_000))).toBe('captcha_invalid');
  });

  it('passes a v4 answer (JSON text or object) whose output is the HMAC of the lot number, once', async () => {
    const lot = issue('lotus', 0);
    const answer = JSON.stringify({ lot_number: lot, captcha_output: v4Output(lotusKey, lot), pass_token: 'p', gen_time: '1700000000' });
    expect(await codeOf(verifyCaptcha(checker, lotus, { geetestValidateV4: answer }, 10, { v4Only: true }))).toBe('passed');
    expect(await codeOf(verifyCaptcha(checker, lotus, { geetestValidateV4: JSON.parse(answer) as Record<string, unknown> }, 20))).toBe(
      'captcha_invalid',
    );
  });

  it('refuses a v4 answer with a wrong output, bad JSON or missing fields', async () => {
    const lot = issue('lotus', 0);
    expect(
      await codeOf(
        verifyCaptcha(
          checker,
          lotus,
          { geetestValidateV4: JSON.stringify({ lot_number: lot, captcha_output: 'f'.repeat(64), pass_token: 'p', gen_time: '1' }) },
          10,
        ),
      ),
    ).toBe('captcha_invalid');
    expect(await codeOf(verifyCaptcha(checker, lotus, { geetestValidateV4: '{not json' }, 10))).toBe('captcha_invalid');
    expect(await codeOf(verifyCaptcha(checker, lotus, { geetestValidateV4: `{"lot_number":"${lot}"}` }, 10))).toBe('captcha_invalid');
  });

  it('requires v4 where only v4 will do (SMS), and some answer everywhere it is asked', async () => {
    expect(await codeOf(verifyCaptcha(checker, demo, v3(demoKey, issue('demo', 0)), 10, { v4Only: true }))).toBe('captcha_invalid');
    expect(await codeOf(verifyCaptcha(checker, demo, {}, 10))).toBe('captcha_invalid');
  });

  it('has no test key without EMULATORS=1: the test rule then never passes', () => {
    expect(loadMerchant('demo', { emulators: false }).integrations.captcha.testKey).toBeNull();
    expect(loadMerchant('demo', { emulators: false }).integrations.captcha.scriptUrl).toMatch(/^https:\/\/static\.geetest\.com\//);
  });
});
