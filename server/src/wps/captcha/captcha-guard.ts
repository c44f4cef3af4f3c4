/**
 * Human verification of login, registration and SMS requests, where the merchant's flags ask
 * for it (SPEC 5): login when GEETEST3 is on (password login only), registration when
 * register.captcha.enabled, SMS when GEETESTVCODE3 is on (v4 only). A missing or wrong answer
 * is captcha_invalid; an unreachable Geetest is captcha_unavailable.
 */
import { z } from 'zod';
import { CAPTCHA_RESPONSE_TTL_S } from '@m/shared/contract';
import { WpsError } from '../http/wps-error';
import type { MerchantData } from '../../merchants/merchant-catalog';
import type { VerificationStore } from '../../db/verification-store';
import { v3Valid, v4Valid } from './geetest-test-rules';
import { signedChallengeLive } from './signed-challenge';
import { GeetestUnavailable, validateV3, validateV4, type V4Answer } from './geetest-api';

/** A challenge or lot_number is good for this long after the server issued it. */
export const CAPTCHA_TTL_MS = CAPTCHA_RESPONSE_TTL_S * 1000;

export interface CaptchaFields {
  geetestChallenge?: string | undefined;
  geetestValidate?: string | undefined;
  geetestSeccode?: string | undefined;
  /** JSON text (or the object) {lot_number, captcha_output, pass_token, gen_time}. */
  geetestValidateV4?: string | Record<string, unknown> | undefined;
}

const v4Schema = z.object({
  lot_number: z.string().min(1).max(200),
  captcha_output: z.string().min(1).max(2000),
  pass_token: z.string().max(2000),
  gen_time: z.union([z.string(), z.number()]).transform(String),
});

const invalid = (reason: string) => new WpsError(400, 'captcha_invalid', { reason });

function parseV4(value: string | Record<string, unknown>): V4Answer {
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      throw invalid('geetestValidateV4 is not JSON');
    }
  }
  const parsed = v4Schema.safeParse(raw);
  if (!parsed.success) throw invalid('geetestValidateV4 needs lot_number, captcha_output, pass_token and gen_time');
  return parsed.data;
}

/** What checks an answer: the server's key (the challenge's signature) and the used challenges. */
export interface CaptchaChecker {
  verification: VerificationStore;
  serverSecret: Buffer;
}

export async function verifyCaptcha(
  checker: CaptchaChecker,
  merchant: MerchantData,
  fields: CaptchaFields,
  now: number,
  options: { v4Only?: boolean } = {},
): Promise<void> {
  const settings = merchant.integrations.captcha;
  const testKey = settings.testKey;
  // A challenge this server signed for the merchant, not expired, used for the first time.
  const spendSigned = (challenge: string, what: string) => {
    if (!signedChallengeLive(checker.serverSecret, merchant.code, challenge, now))
      throw invalid(`${what} not issued here or older than 60 s`);
    if (!checker.verification.markCaptchaUsed(merchant.code, challenge, now)) throw invalid(`${what} already used`);
  };
  try {
    if (fields.geetestValidateV4 !== undefined && fields.geetestValidateV4 !== '') {
      const answer = parseV4(fields.geetestValidateV4);
      if (testKey !== null) {
        if (!v4Valid(testKey, answer.lot_number, answer.captcha_output)) throw invalid('captcha_output does not match');
        spendSigned(answer.lot_number, 'lot_number');
        return;
      }
      if (!(await validateV4(settings, answer))) throw invalid('Geetest refused the answer');
      return;
    }
    if (options.v4Only) throw invalid('geetestValidateV4 is required');
    const { geetestChallenge: challenge, geetestValidate: validate, geetestSeccode: seccode } = fields;
    if (!challenge || !validate || !seccode) throw invalid('geetestChallenge, geetestValidate and geetestSeccode are required');
    if (testKey !== null) {
      if (!v3Valid(testKey, challenge, validate, seccode)) throw invalid('validate or seccode does not match');
      spendSigned(challenge, 'challenge');
      return;
    }
    // Geetest's own v3 challenge (it checks that it issued it): written down once it passed.
    if (!(await validateV3(settings, challenge, validate, seccode))) throw invalid('Geetest refused the answer');
    if (!checker.verification.markCaptchaUsed(merchant.code, challenge, now)) throw invalid('challenge already used');
  } catch (error) {
    if (error instanceof GeetestUnavailable) throw new WpsError(503, 'captcha_unavailable', { reason: error.message });
    throw error;
  }
}

export function loginNeedsCaptcha(merchant: MerchantData): boolean {
  return merchant.merchant.whitelabel.GEETEST3 === true;
}

export function registerNeedsCaptcha(merchant: MerchantData): boolean {
  return merchant.merchant.register.captcha.enabled;
}

export function smsNeedsCaptcha(merchant: MerchantData): boolean {
  return merchant.merchant.whitelabel.GEETESTVCODE3 === true;
}
