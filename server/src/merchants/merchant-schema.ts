/**
 * The merchant's own settings (merchant.json) and its third parties (integrations.json).
 * docs/backend-contract.md ("Merchant data files") describes every field for operators.
 */
import { z } from 'zod';
import { ANALYTICS_CHANNELS, TRACKED_EVENTS, WHITELABEL_FLAGS } from '@m/shared/contract';
import { ipRule, isoInstant, languageCode, record, urlOrPath, windowLimit } from './schema-helpers';
import { hexColour, themeSchema } from './theme/theme-schema';

const flagShape = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, z.boolean().optional()])) as Record<
  (typeof WHITELABEL_FLAGS)[number],
  z.ZodOptional<z.ZodBoolean>
>;

export const rateLimitsSchema = record({
  login: record({ perIp: windowLimit, perAccount: windowLimit }),
  register: record({ perIp: windowLimit }),
  sms: record({ perIp: windowLimit, perAccount: windowLimit }),
});

export const passwordRuleSchema = record({
  minLength: z.number().int().min(1).max(128),
  maxLength: z.number().int().min(1).max(128),
  /** A regular expression the whole password must match. */
  pattern: z.string().refine((source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  }, 'a valid regular expression'),
}).refine((rule) => rule.minLength <= rule.maxLength, 'minLength must not exceed maxLength');

export const merchantSchema = record({
  name: z.string().min(1),
  /**
   * Where players reach this merchant (https://play.example.com): the origin of the links the
   * server builds (game pages, chat). Absent: the request's own host (demo, tests).
   */
  publicOrigin: z
    .string()
    .regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i, 'an origin such as https://play.example.com (no path)')
    .optional(),
  brandColor: hexColour,
  /** Colours, corner radius and logo beyond the brand colour (theme/theme-schema.ts). */
  theme: themeSchema.optional(),
  languages: z.array(languageCode).min(1),
  defaultLanguage: languageCode,
  status: record({
    maintenance: z.boolean(),
    /** When the maintenance ends; after it, the merchant is open again without an edit. */
    maintenanceEnd: isoInstant.nullable(),
    test: z.boolean(),
    regionRestriction: record({
      blockedIps: z.array(ipRule),
      /** ISO 3166 alpha-2 codes, compared with the CDN's country header (CF-IPCountry). */
      blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)),
    }),
  }),
  whitelabel: z.strictObject(flagShape),
  /**
   * What the site footer states (issue 27): the minimum age, the licence (its authority and
   * number, proper names, not translated). Left out: no licence line.
   */
  legal: record({
    minimumAge: z.number().int().min(16).max(25),
    licence: record({ authority: z.string().min(1).max(80), number: z.string().min(1).max(40) }).optional(),
    /**
     * The terms a player accepts at registration (issue 27). Set: both registration forms require
     * the consent and send `version` back; a new text needs a new version. Plain-text paragraphs
     * (never markup) per language; EN is required, as the text of every language left out.
     */
    terms: record({
      version: z.string().regex(/^[A-Za-z0-9._-]{1,32}$/, 'up to 32 letters, digits, dots, dashes'),
      text: z
        .record(
          languageCode,
          record({ title: z.string().min(1).max(120), paragraphs: z.array(z.string().min(1).max(2000)).min(1).max(60) }),
        )
        .refine((text) => 'EN' in text, 'EN is required: every language left out shows it'),
    }).optional(),
  }).optional(),
  imageCDNs: z.array(urlOrPath),
  register: record({
    captcha: record({ enabled: z.boolean() }),
    /** False: a mobile registration without a password gets DEFAULT_MOBILE_PASSWORD. */
    requirePassword: z.boolean(),
    /** True: mobile registration needs a code from POST /wps/verification/sms/noLogin. */
    mobileSmsVerification: z.boolean(),
  }),
  security: record({
    passwordRule: passwordRuleSchema,
    /** 0: passwords never expire. */
    passwordMaxAgeDays: z.number().int().min(0),
    sessionTtlMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 90),
    /** True: a token used from another IP than it was issued to answers token_ip_different. */
    bindTokenToIp: z.boolean(),
    rateLimits: rateLimitsSchema,
  }),
  domainRoute: record({
    domains: z.array(record({ domain: z.string().min(1), type: z.enum(['main', 'fast', 'backup']), weight: z.number().int().min(0) })),
  }),
})
  .refine((m) => m.languages.includes(m.defaultLanguage), {
    message: 'defaultLanguage must be one of languages',
    path: ['defaultLanguage'],
  })
  // Without a chosen password and without proof of the number, anyone who knows a mobile number
  // could sign in as its owner with the well-known default password.
  .refine((m) => m.register.requirePassword || m.register.mobileSmsVerification, {
    message:
      'requirePassword false needs mobileSmsVerification true: otherwise anyone knowing a mobile number signs in with the default password',
    path: ['register', 'mobileSmsVerification'],
  });

/** Fields a test-mode override (used only when the server runs with EMULATORS=1) may replace. */
const captchaBase = {
  version: z.enum(['3', '4']),
  geetestId: z.string().min(1),
  /** Geetest's private key (v3) or captcha key (v4) for the real validate API. */
  privateKey: z.string(),
  scriptUrl: urlOrPath,
  /** Geetest's server API: v3 http://api.geetest.com, v4 https://gcaptcha4.geetest.com. */
  apiUrl: urlOrPath,
};

const firebaseBase = {
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string().min(1),
  appId: z.string(),
  messagingSenderId: z.string(),
  authEmulatorUrl: z.string().optional(),
  /** ID tokens are accepted only with this `iss` and `aud`, signed by a key of `jwksUrl`. */
  issuer: z.string().min(1),
  audience: z.string().min(1),
  jwksUrl: urlOrPath,
};

const lineBase = {
  clientId: z.string(),
  clientSecret: z.string(),
  authorizeUrl: urlOrPath,
  tokenUrl: urlOrPath,
  profileUrl: urlOrPath,
};

export const integrationsSchema = record({
  captcha: record({ ...captchaBase, testMode: record({ scriptUrl: urlOrPath, testKey: z.string().min(8) }).optional() }),
  firebase: record({
    ...firebaseBase,
    testMode: record({ authEmulatorUrl: z.string(), jwksUrl: urlOrPath, issuer: z.string().min(1).optional() }).optional(),
  }).nullable(),
  sms: record({
    /** firebase: phone codes come from Firebase; internal: this server sends them. */
    provider: z.enum(['firebase', 'internal']),
    /** An HTTP SMS gateway: POST {to, text, sender} with the API key as a bearer token. */
    http: record({ url: urlOrPath, apiKey: z.string(), sender: z.string() }).nullable(),
    codeTtlSeconds: z.number().int().min(30).max(3600),
  }),
  push: record({ vapidKey: z.string() }),
  social: record({ googleWebClientId: z.string(), facebookAppId: z.string() }),
  line: record({
    ...lineBase,
    testMode: record({ authorizeUrl: urlOrPath, tokenUrl: urlOrPath, profileUrl: urlOrPath }).optional(),
  }).nullable(),
  /** Maya wallet sign-in: the session is looked up at `sessionUrl/<sessionId>`. */
  maya: record({ sessionUrl: urlOrPath, apiKey: z.string(), testMode: record({ sessionUrl: urlOrPath }).optional() }).nullable(),
  /**
   * The payment provider of the site's own cashier (issue 25): the player pays at `payUrl`; it calls back
   * POST /wps/cashier/callback/<provider> signed with HMAC-SHA256 under `callbackSecret`: the operator's
   * own, never in the repository (production refuses to start without a strong one; the demo makes its
   * own in the data folder: wps/cashier/callback-secrets.ts).
   * testMode: the stand-in provider page under /__emulators/payment (EMULATORS=1).
   */
  /**
   * The built-in stand-in vendor game pages (the slot page and the lottery pages) in place of real
   * vendors: the local demo only (EMULATORS=1; ignored in production, which launches real vendors
   * only). returnPercent: the slot's stated return to player, always below 100 (a house edge);
   * roundsPerMinute: rounds one launch (ticket) may play per minute.
   */
  standInGames: record({
    returnPercent: z.number().int().min(50).max(99),
    roundsPerMinute: z.number().int().min(1).max(120),
    /** How often the stand-in lottery draws (default 5 minutes). */
    lotteryDrawMinutes: z.number().int().min(1).max(1440).optional(),
  }).optional(),
  payment: record({
    provider: z.string().regex(/^[a-z0-9-]{1,32}$/),
    /** The provider's payment page: the player is sent to `<payUrl>/<merchant>?order=<orderId>`. */
    payUrl: urlOrPath,
    callbackSecret: z.string().optional(),
    testMode: record({ payUrl: urlOrPath }).optional(),
  }).optional(),
  gw: record({
    PROFILE_ICON_COUNT: z.number().int().min(1).max(99),
    VIP_RANK_LEVEL: z.number().int().min(0).optional(),
    DOWNLOAD_BAR_VIP_ONLY: z.boolean().optional(),
  }),
  analytics: record({
    domains: z.array(
      record({
        domain: z.string().min(1),
        affiliateCode: z.string().optional(),
        gtmId: z.string().optional(),
        gtagId: z.string().optional(),
        fbPixelId: z.string().optional(),
        tiktokPixelId: z.string().optional(),
        appsflyerId: z.string().optional(),
        adjustId: z.string().optional(),
      }),
    ),
    fbPixelId: z.string().optional(),
    tiktokPixelId: z.string().optional(),
    gtmId: z.string().optional(),
    gtagId: z.string().optional(),
    appsflyerId: z.string().optional(),
    adjustId: z.string().optional(),
    /** Adjust event tokens (issued by its dashboard) by tracked event name. */
    adjustEventTokens: z
      .partialRecord(z.enum(TRACKED_EVENTS), z.string().regex(/^[a-z0-9]{6}$/, 'a 6-character Adjust event token'))
      .optional(),
    /** EMULATORS=1 only: each channel's script from a local stand-in that records its calls. */
    testMode: record({ scriptUrls: z.partialRecord(z.enum(ANALYTICS_CHANNELS), urlOrPath) }).optional(),
  }),
});

export type MerchantFile = z.infer<typeof merchantSchema>;
export type IntegrationsFile = z.infer<typeof integrationsSchema>;
