/**
 * The human-verification fields a login or registration request carries (SPEC 3): v3
 * geetestChallenge, geetestValidate and geetestSeccode, or v4 geetestValidateV4.
 */
export type GeetestV4Answer = {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
  captcha_id?: string;
};

export type CaptchaFields =
  { geetestChallenge: string; geetestValidate: string; geetestSeccode: string } | { geetestValidateV4: GeetestV4Answer };
