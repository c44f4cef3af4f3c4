/**
 * The member-centre endpoints' requests and answers (see ../endpoint-contract.ts): member info
 * and language, VIP rank progress, profile icon, wallet (deposit settings, withdraw accounts),
 * customer service and chat, feedback, referrals.
 */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  FEEDBACK_SCREENSHOT_TYPES,
  PROFILE_ICON_MAX,
} from '../constants';
import { depositBonusSchema, depositChannelSchema, withdrawAccountSchema } from './cashier';

const languageCode = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{2}(?:-[A-Z]{2})?$/, 'a language code such as EN or PT-BR'));

export const clubLabelSchema = z.object({
  labelId: z.string(),
  labelName: z.string(),
  /** AUTO labels show the VIP benefits. */
  type: z.enum(['AUTO', 'MANUAL']),
  rankLevel: z.number().int(),
  benefits: z.array(z.string()),
});

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  /** What the member centre calls the member (the login answer's displayName); absent: account. */
  displayName: z.string().optional(),
  type: z.number().int(),
  language: z.string(),
  clubLabel: clubLabelSchema.nullable(),
  countryDialingCode: z.string().nullable(),
  /** Masked: only the last four digits are shown. */
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  currency: z.string(),
  balance: z.number(),
  /** 1..PROFILE_ICON_COUNT, null until chosen. */
  profileIcon: z.number().int().nullable(),
  defaultPassword: z.boolean(),
  passwordExpired: z.boolean(),
  twoFactor: z.object({ sms: z.boolean(), email: z.boolean(), ga: z.boolean() }),
  createdAt: z.string(),
});

const progressSchema = z.object({
  completedConditions: z.number().int().min(0),
  totalExpectedConditions: z.number().int().min(0),
  /** The next label; null at the top (progress is then 1). */
  labelId: z.string().nullable(),
});

export const rankProgressSchema = progressSchema.extend({
  currentLabelId: z.string().nullable(),
  currentProgress: z.number().min(0).max(1),
  playerRankProgress: progressSchema,
});

export const depositSettingsSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  methods: z.array(z.object({ code: z.string(), name: z.string(), enabled: z.boolean() })),
  /** The operator's cashier page, and the hosts that may receive the session token. */
  cashierUrl: z.string().nullable(),
  allowedHosts: z.array(z.string()),
  // The site's own cashier (./cashier.ts); absent from a backend that only has an external cashier.
  /** Decimal places of the currency. */
  decimals: z.number().int().min(0).max(8).optional(),
  channels: z.array(depositChannelSchema).optional(),
  /** Deposit bonuses the member may choose (from the available promotions). */
  bonuses: z.array(depositBonusSchema).optional(),
});

export const withdrawAccountInfoSchema = z.object({
  currency: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyTimes: z.number().int(),
  accounts: z.array(z.object({ type: z.string(), countryDialingCode: z.string().nullable(), mobileNum: z.string() })),
  // The site's own cashier (./cashier.ts); absent from a backend that only has an external cashier.
  decimals: z.number().int().min(0).max(8).optional(),
  /** The accounts withdrawals can be paid to. */
  boundAccounts: z.array(withdrawAccountSchema).optional(),
  /** The e-wallets and banks an account can be bound at. */
  providers: z.array(z.object({ code: z.string(), name: z.string(), type: z.enum(['ewallet', 'bank']) })).optional(),
  /** Withdrawals left today (of dailyTimes). */
  remainingTimes: z.number().int().min(0).optional(),
  /** Where the binding code is sent (masked), null when the member has no mobile number. */
  smsMobile: z.string().nullable().optional(),
});

export const customerServiceEntrySchema = z.object({
  csType: z.string(),
  csPosition: z.string(),
  path: z.string(),
  labelIds: z.array(z.string()),
  /** The provider's widget script, injected after start-up; null when it has none. */
  scriptUrl: z.string().nullable(),
});

export const feedbackBodySchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string().trim().min(1, 'required').max(FEEDBACK_MAX_LENGTH),
  contact: z.string().trim().max(254).optional(),
  screenshot: z
    .object({
      mimeType: z.enum(FEEDBACK_SCREENSHOT_TYPES),
      /** Base64 of the image bytes. */
      data: z
        .string()
        .max(Math.ceil(FEEDBACK_SCREENSHOT_MAX_BYTES / 3) * 4, 'screenshot_too_large')
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
    })
    .optional(),
});

export const MEMBER_CENTRE_CONTRACT = {
  memberInfo: { answer: memberInfoSchema },
  memberLanguage: {
    // SPEC 7: "language (merchantCode also in one variant)".
    body: z.object({ language: languageCode, merchantCode: z.string().max(64).optional() }),
    answer: z.object({ language: z.string() }),
  },
  memberProfileIcon: {
    body: z.object({ icon: z.number().int().min(1).max(PROFILE_ICON_MAX) }),
    answer: z.object({ profileIcon: z.number().int() }),
  },
  rankProgress: { answer: rankProgressSchema },
  vipLevels: {
    answer: z.object({
      /** Lowest first. MANUAL levels are given by the operator, not reached by play. */
      levels: z.array(clubLabelSchema.extend({ expectedConditions: z.number().int().min(0) })),
    }),
  },
  depositSettings: { answer: depositSettingsSchema },
  withdrawAccountInfo: { answer: withdrawAccountInfoSchema },
  customerServiceScript: { answer: z.array(customerServiceEntrySchema) },
  launchChat: {
    query: z.object({
      b2c: z.string().max(16).optional(),
      title: z.string().max(128).optional(),
      backUrl: z.string().max(2048).optional(),
      language: z.string().max(8).optional(),
      /** Which desk of the member's list; the label-specific one when absent. */
      csType: z.string().max(32).optional(),
    }),
    answer: z.object({ url: z.string(), csType: z.string() }),
  },
  unreadCount: { answer: z.object({ count: z.number().int().min(0) }) },
  feedback: { body: feedbackBodySchema, answer: z.object({ id: z.number().int() }) },
  feedbackList: {
    answer: z.array(
      z.object({
        id: z.number().int(),
        category: z.string().nullable(),
        content: z.string(),
        createdAt: z.string(),
        screenshot: z.boolean(),
      }),
    ),
  },
  referralInfo: {
    answer: z.object({
      /** What a friend's registration carries as referralCode. */
      referralCode: z.string(),
      /** Members who registered with it. */
      count: z.number().int().min(0),
    }),
  },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
