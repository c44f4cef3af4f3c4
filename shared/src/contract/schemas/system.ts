/**
 * System calls (SPEC 3, 7): the merchant's status and configuration, country, settings, domain
 * route, the web app manifest, ping, the collect beacon and the update check's asset lists.
 * The status and country shapes are the ones every bundle reads (shared/src/contract/system-status.ts
 * takes its types from here).
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import { ANALYTICS_CHANNELS, WHITELABEL_FLAGS } from '../whitelabel-flags';
import { cacheBuster } from './fields';

export const firebaseSettings = z.strictObject({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  appId: z.string(),
  messagingSenderId: z.string(),
  /** Local Firebase Auth emulator URL for development and tests; absent in production. */
  authEmulatorUrl: z.string().optional(),
});

export const customerServiceEntry = z.strictObject({
  /** AICAN, MIDUOKE, LIVECHAT, COMM100, COMM100VIP or another provider. */
  csType: z.string(),
  csPosition: z.string(),
  path: z.string(),
  /** Empty: a general entry. Otherwise used only for members with one of these club labels. */
  labelIds: z.array(z.string()),
});

export const analyticsDomain = z.strictObject({
  domain: z.string(),
  affiliateCode: z.string().optional(),
  gtmId: z.string().optional(),
  gtagId: z.string().optional(),
  fbPixelId: z.string().optional(),
  tiktokPixelId: z.string().optional(),
  appsflyerId: z.string().optional(),
  adjustId: z.string().optional(),
});

export const pwaTemplate = z.strictObject({
  title: z.string(),
  /** Icon URLs by size: '192x192', '256x256', '384x384', '512x512'. */
  icons: z.record(z.string(), z.string()),
});

const whitelabel = z.strictObject(
  Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, z.boolean().optional()])) as Record<
    (typeof WHITELABEL_FLAGS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);

export const systemStatus = z.strictObject({
  merchantCode: z.string(),
  /** Display name of the merchant. */
  merchantName: z.string(),
  /** The languages this merchant offers (spec codes) and the one to use when nothing else fits. */
  languages: z.array(z.string()).optional(),
  /**
   * Hosts an external banner or promotion link may carry the session token and user name to
   * (SPEC 4); any other host gets the link without them. Absent: no host does.
   */
  tokenLinkHosts: z.array(z.string()).optional(),
  defaultLanguage: z.string().optional(),
  maintenance: z.boolean(),
  /** ISO 8601 instant the maintenance ends, or null when unknown. */
  maintenanceEnd: z.string().nullable(),
  regionRestriction: z.boolean(),
  ip: z.string(),
  test: z.boolean(),
  register: z.strictObject({ captcha: z.strictObject({ enabled: z.boolean() }), requirePassword: z.boolean() }),
  whitelabel,
  imageCDNs: z.array(z.string()),
  /**
   * The footer's statements: minimum age, licence, and the payment methods' names (payment marks),
   * each a plain name (a brand: GCash) or its names by language ({EN, TH, …}): the footer picks the
   * player's language as it draws, so a language chosen after the status was read shows too.
   */
  legal: z
    .strictObject({
      minimumAge: z.number().int(),
      licence: z.strictObject({ authority: z.string(), number: z.string() }).nullable(),
      paymentMarks: z.array(z.union([z.string(), z.record(z.string(), z.string())])),
      /** True while the server draws game art from CC BY icons (games without their own image): the footer credits them. */
      artCredit: z.boolean().optional(),
      /** The merchant's terms and conditions in force: a registration sends this version back (GET systemTerms reads the text). */
      terms: z.strictObject({ version: z.string() }).optional(),
    })
    .optional(),
  sms: z.strictObject({
    /** 'firebase', 'internal' or another provider. */
    provider: z.string(),
    firebase: firebaseSettings.nullable(),
    vapidKey: z.string(),
    googleWebClientId: z.string(),
    facebookAppId: z.string(),
  }),
  gw: z.strictObject({
    GEETEST_ID: z.string(),
    GEETEST_VERSION: z.enum(['3', '4']),
    /** Where the Geetest script is loaded from (a local test version in development). */
    GEETEST_SCRIPT_URL: z.string(),
    LINE_CLIENT_ID: z.string(),
    /** LINE OAuth authorize endpoint (a local test version in development). */
    LINE_AUTHORIZE_URL: z.string(),
    PROFILE_ICON_COUNT: z.number().int(),
    VIP_RANK_LEVEL: z.number().int().optional(),
    /** Download bar only for VIP members at or above VIP_RANK_LEVEL. */
    DOWNLOAD_BAR_VIP_ONLY: z.boolean().optional(),
  }),
  customerService: z.array(customerServiceEntry),
  mobileTemplate: z.strictObject({
    pwa: pwaTemplate,
    desktop_app_feature: z.boolean(),
    apple_touch_icon: z.string(),
    theme: z.enum(['light', 'dark']),
  }),
  resources: z.record(z.string(), z.string()),
  analytics: z.strictObject({
    domains: z.array(analyticsDomain),
    fbPixelId: z.string().optional(),
    tiktokPixelId: z.string().optional(),
    gtmId: z.string().optional(),
    gtagId: z.string().optional(),
    appsflyerId: z.string().optional(),
    adjustId: z.string().optional(),
    /** Adjust knows events by the tokens its dashboard issues: the token of each event sent there. */
    adjustEventTokens: z.record(z.string(), z.string()).optional(),
    /**
     * Where each channel's script comes from when not the network's own URL: only the reference
     * backend's test mode sets it (local stand-ins that record what the adapters call).
     */
    scriptUrls: z.partialRecord(z.enum(ANALYTICS_CHANNELS), z.string()).optional(),
  }),
});

export const countryInfo = z.strictObject({
  countries: z.array(z.strictObject({ code: z.string(), name: z.string(), dialingCode: z.string() })),
  countryCode: z.string(),
  countryDialingCode: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Where the currency symbol goes relative to the amount. */
  currencyPosition: z.enum(['before', 'after']),
});

const lengthRule = { minLength: z.number().int(), maxLength: z.number().int(), pattern: z.string() };

export const systemSettings = z.strictObject({
  merchantCode: z.string(),
  merchantName: z.string(),
  brandColor: z.string(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  currency: z.string(),
  usernameRule: z.strictObject(lengthRule),
  passwordRule: z.strictObject(lengthRule),
  register: z.strictObject({
    username: z.boolean(),
    mobile: z.boolean(),
    requirePassword: z.boolean(),
    captcha: z.boolean(),
    mobileSmsVerification: z.boolean(),
  }),
  login: z.strictObject({ sms: z.boolean(), line: z.boolean(), social: z.boolean(), captcha: z.boolean() }),
  passwordMaxAgeDays: z.number().int(),
  sessionTtlMinutes: z.number().int(),
});

/** The Web App Manifest (a document, not an envelope). */
export const webManifest = z.strictObject({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  orientation: z.literal('portrait'),
  theme_color: z.string(),
  background_color: z.string(),
  lang: z.string(),
  icons: z.array(z.strictObject({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.enum(['any', 'maskable']) })),
  related_applications: z.array(z.unknown()),
  prefer_related_applications: z.boolean(),
});

/**
 * The merchant's terms and conditions (issue 27): the version in force and its text in the asked
 * language (else English), as plain-text paragraphs: never markup, the page renders them as text.
 */
export const termsDocument = z.strictObject({
  version: z.string(),
  language: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
});

const versionedUrls = z.array(z.strictObject({ url: z.string(), version: z.string() }));
const cacheBusterQuery = z.object({ _: cacheBuster.optional() });

export const SYSTEM_CONTRACT = {
  systemStatus: {
    query: z.object({
      device: z.string().max(16).optional(),
      track: z.string().max(256).optional(),
      originalDomain: z.string().max(253).optional(),
      url: z.string().max(2048).optional(),
    }),
    answer: systemStatus,
  },
  systemCountry: { query: cacheBusterQuery, answer: countryInfo },
  systemSettings: { answer: systemSettings },
  domainRoute: {
    answer: z.strictObject({
      current: z.string(),
      domains: z.array(z.strictObject({ domain: z.string(), type: z.enum(['main', 'fast', 'backup']), weight: z.number().int() })),
    }),
  },
  systemManifest: { query: z.object({ merchantCode: z.string().max(64).optional() }), answer: webManifest },
  ping: {
    query: z
      .record(z.string(), z.union([z.string().max(256), z.array(z.string().max(256)).max(10)]))
      .refine((query) => Object.keys(query).length <= 20, 'at most 20 parameters'),
    answer: z.strictObject({
      pong: z.boolean(),
      serverTime: z.string(),
      ip: z.string(),
      query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    }),
  },
  collect: {
    // sendBeacon posts text/plain: the body is then the JSON text.
    body: z.preprocess(beaconBody, z.object({ merchant: z.string().max(64).optional(), value: z.unknown() })),
    // The server answers the id; a client whose beacon went out gets no answer at all.
    answer: z.strictObject({ id: z.number().int() }).optional(),
  },
  systemTerms: {
    query: z.object({ lang: z.string().max(8).optional() }),
    answer: termsDocument,
  },
  systemAssetList: { query: cacheBusterQuery, answer: versionedUrls },
  systemResourceList: { query: cacheBusterQuery, answer: versionedUrls },
} satisfies Partial<Record<EndpointName, EndpointContract>>;

/** A beacon's body arrives as JSON text: parsed here, left as it is when it is not JSON. */
export function beaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
