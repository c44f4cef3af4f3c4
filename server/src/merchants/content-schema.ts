/**
 * The merchant's content files: country, home-screen app, downloads, customer service, VIP
 * labels, promotions, cashier, announcements, games, banners, asset lists and seeded members.
 */
import { z } from 'zod';
import { isSafeBannerLink } from './banner-link';
import { isoInstant, languageCode, localizedText, record, urlOrPath } from './schema-helpers';

/** Why reward points moved (the rewards centre's history; shared/src/contract/schemas/rewards.ts). */
const REWARD_SEED_KINDS = ['deposit', 'game', 'bonus', 'referral', 'checkin', 'adjust', 'exchange', 'expired'] as const;

export const countrySchema = record({
  countries: z
    .array(record({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string().min(1), dialingCode: z.string().regex(/^\d{1,4}$/) }))
    .min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  countryDialingCode: z.string().regex(/^\d{1,4}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().min(1),
  currencyPosition: z.enum(['before', 'after']),
});

const iconSizes = record({ '192x192': urlOrPath, '256x256': urlOrPath, '384x384': urlOrPath, '512x512': urlOrPath });

export const pwaSchema = record({
  mobileTemplate: record({
    pwa: record({ title: z.string().min(1), shortName: z.string().min(1).max(24), icons: iconSizes }),
    desktop_app_feature: z.boolean(),
    apple_touch_icon: urlOrPath,
    theme: z.enum(['light', 'dark']),
  }),
  manifest: record({
    description: z.string(),
    backgroundColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    /** The merchant's native apps (manifest related_applications): the install prompt is not offered where one is installed. */
    relatedApplications: z
      .array(
        record({
          platform: z.enum(['play', 'itunes', 'webapp', 'windows']),
          id: z.string().max(200).optional(),
          url: z.string().url().max(500).optional(),
        }),
      )
      .max(5)
      .default([]),
  }),
  /** Status `resources`: named URLs the front end uses (logo, download icon...). */
  resources: z.record(z.string(), urlOrPath),
  download: record({
    appName: z.string().min(1),
    rating: z.number().min(0).max(5),
    resources: z.array(
      record({
        resourceType: z.enum(['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon']),
        url: urlOrPath,
        version: z.string().optional(),
      }),
    ),
    /** Domains with their own download resources; others get `resources`. */
    byDomain: z.record(
      z.string(),
      z.array(
        record({
          resourceType: z.enum(['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon']),
          url: urlOrPath,
          version: z.string().optional(),
        }),
      ),
    ),
  }),
});

export const customerServiceSchema = record({
  entries: z.array(
    record({
      csType: z.string().min(1),
      /** float: the floating chat button; member: an entry of the member centre. */
      csPosition: z.string(),
      /** The provider's chat page (AICAN, MIDUOKE and others), or its site when `account` names the account. */
      path: urlOrPath,
      labelIds: z.array(z.string()),
      /** The provider's widget script, for providers without a documented one (server/src/wps/chat/chat-adapters.ts). */
      script: z.string().optional(),
      /** The provider's account: LiveChat licence number, Comm100 site id. */
      account: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/)
        .optional(),
      /** Comm100 campaign (plan) id. */
      plan: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/)
        .optional(),
    }),
  ),
  /** EMULATORS=1 only: chats open on this server's local stand-in provider (the real ones cannot be reached). */
  testMode: record({ standIn: z.boolean() }).optional(),
});

export const vipSchema = record({
  defaultLabelId: z.string().min(1),
  labels: z
    .array(
      record({
        labelId: z.string().min(1),
        labelName: localizedText,
        type: z.enum(['AUTO', 'MANUAL']),
        rankLevel: z.number().int().min(0),
        /** Conditions a member must complete to reach the next label. */
        expectedConditions: z.number().int().min(0),
        /** What the label gives; shown for AUTO (VIP) labels. */
        benefits: z.array(localizedText).optional(),
      }),
    )
    .min(1),
}).refine((vip) => vip.labels.some((label) => label.labelId === vip.defaultLabelId), {
  message: 'defaultLabelId must be one of labels',
  path: ['defaultLabelId'],
});

const promotionAvailability = record({ enabled: z.boolean(), count: z.number().int().min(0) });

export const promotionsSchema = record({
  available: record({ APP_DOWNLOAD: promotionAvailability, REFERRAL: promotionAvailability }),
  categories: z.array(record({ id: z.union([z.string(), z.number()]), name: localizedText, ordinal: z.number().int() })),
  /**
   * Hosts an external banner or promotion link may carry the session token and user name to
   * (SPEC 4); links to any other host open without them. Exact host names, lower case.
   */
  tokenLinkHosts: z.array(z.string().regex(/^[a-z0-9.-]+$/)).optional(),
});

export const cashierSchema = record({
  /** The operator's cashier page; opened with the session token only when its host is in allowedHosts. */
  cashierUrl: urlOrPath.optional(),
  allowedHosts: z.array(z.string().regex(/^[a-z0-9.-]+(?::\d+)?$/)).optional(),
  deposit: record({
    minAmount: z.number().min(0),
    maxAmount: z.number().min(0),
    /** Decimal places of the currency (the site's own cashier, issue 25); 2 when absent. */
    decimals: z.number().int().min(0).max(8).optional(),
    methods: z.array(
      record({
        code: z.string().regex(/^[A-Z0-9_]{1,32}$/),
        name: localizedText,
        enabled: z.boolean(),
        // The site's own cashier: what the channel is, its own limits within the merchant's, the amounts offered.
        kind: z.enum(['ewallet', 'bank', 'qr', 'crypto', 'card']).optional(),
        minAmount: z.number().min(0).optional(),
        maxAmount: z.number().min(0).optional(),
        presets: z.array(z.number().positive()).optional(),
      }),
    ),
  }),
  withdraw: record({
    minAmount: z.number().min(0),
    maxAmount: z.number().min(0),
    dailyTimes: z.number().int().min(0),
    /** The e-wallets and banks a withdrawal account can be bound at. */
    providers: z
      .array(record({ code: z.string().regex(/^[A-Z0-9_]{1,32}$/), name: localizedText, type: z.enum(['ewallet', 'bank']) }))
      .optional(),
  }),
});

/** A promotion that gives a bonus with a deposit: percent of it, up to maxBonus, from minDeposit; (deposit + bonus) x turnoverMultiplier to bet before withdrawing. */
export const depositBonusSchema = record({
  percent: z.number().min(0).max(1000),
  maxBonus: z.number().min(0),
  minDeposit: z.number().min(0),
  turnoverMultiplier: z.number().min(0).max(100),
  /**
   * first-deposit: only a member's first credited deposit earns it (once per member, checked
   * again when the deposit is credited: two orders paid one after the other pay it once);
   * every-deposit: any deposit that chooses it.
   */
  appliesTo: z.enum(['first-deposit', 'every-deposit']),
});

/**
 * A promotion a member claims once (issue 26): a fixed bonus with turnover amount x
 * turnoverMultiplier, for members whose deposits since the promotion began reach minDeposits
 * (0: every member qualifies).
 */
export const claimBonusSchema = record({
  amount: z.number().positive(),
  turnoverMultiplier: z.number().min(0).max(100),
  minDeposits: z.number().min(0),
});

export const announcementsSchema = record({
  announcements: z.array(
    record({
      id: z.union([z.string(), z.number()]),
      /** PR: promotion; MSG: a message to members (counts as unread chat until the chat is opened). */
      type: z.string().min(1),
      platform: z.array(z.enum(['M', 'PC', 'APP'])),
      category: z.string(),
      /** The promotion category (promotions.json `categories`) it is listed under on /m/news. */
      categoryId: z.union([z.string(), z.number()]).optional(),
      title: localizedText,
      content: localizedText,
      startTime: isoInstant,
      endTime: isoInstant.nullable(),
      imageUrl: urlOrPath.optional(),
      /** A deposit bonus the member can choose at the site's own cashier (PR only). */
      depositBonus: depositBonusSchema.optional(),
      /** A bonus the member claims from the activity page or the member centre (PR only). */
      claimBonus: claimBonusSchema.optional(),
      /**
       * MSG only: the welcome every member finds in the inbox at their own start (sign-up), dated
       * then. Other MSGs are broadcasts: a member gets those that start after they joined.
       */
      welcome: z.boolean().optional(),
    }),
  ),
});

const gameSchema = record({
  code: z.string().min(1),
  vendor: z.string().min(1),
  name: localizedText,
  /** LOTT games are lotteries: they need a session (SPEC 4). */
  type: z.enum(['LOTT', 'ELOTT', 'VNLOTT', 'SPORTS', 'LIVE', 'RNG', 'TABLE', 'FISH', 'PVP', 'CRASH', 'ARCADE']),
  trial: z.boolean(),
  imageUrl: urlOrPath.optional(),
  nodeId: z.string().optional(),
  /** The category key when it is not the type: an ELOTT variant (ELOTT_KENO), SPEC 9. */
  category: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/)
    .optional(),
  /** The day the game came to the site (YYYY-MM-DD): the lobby's "new" order. */
  releasedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const gamesSchema = record({
  vendors: record({
    mapping: z.record(z.string(), z.string()),
    sorting: z.record(z.string(), z.number().int()),
    vendorSorting: z.record(z.string(), z.array(z.string())),
    display: z.record(z.string(), z.boolean()),
    ordinal: z.record(z.string(), z.number().int()),
    allVendors: z.array(
      record({
        vendor: z.string().min(1),
        name: z.string().min(1),
        categories: z.array(z.string()),
        maintenance: z.boolean(),
        /** The vendor's own logo; without it the server draws a mark (games/art/vendor-mark.ts). */
        logoUrl: urlOrPath.optional(),
      }),
    ),
  }),
  categories: z.array(
    record({
      key: z.string().min(1),
      title: localizedText,
      cards: z.array(record({ accountTypeName: z.string(), displayName: localizedText, freeplay: z.boolean() })),
      gameClassify: z.array(z.string()),
    }),
  ),
  matches: z.array(
    record({
      id: z.string().min(1),
      league: localizedText,
      home: localizedText,
      away: localizedText,
      startTime: isoInstant,
      vendor: z.string().min(1),
    }),
  ),
  /** Codes of the games the operator puts forward; the most launched games of the week come first. */
  hot: z.array(z.string()).optional(),
  games: z.array(gameSchema),
});

export const bannersSchema = record({
  banners: z.array(
    record({
      id: z.union([z.string(), z.number()]),
      title: localizedText,
      imageUrl: urlOrPath,
      /** P: promotion page /m/activity?id=; URL: a link; G: a game. */
      linkageType: z.enum(['P', 'URL', 'G']),
      linkage: z.string(),
      roomId: z.string().optional(),
      nodeId: z.string().optional(),
      gameType: z.string().optional(),
      vendor: z.string().optional(),
      openInNewWindow: z.boolean().optional(),
      /** home: the carousel; popup: the popup carousel; float: the floating element (one). */
      position: z.enum(['home', 'popup', 'float']),
      /** Popup banners: which popup (SPEC 9: m_popup1, m_popup2) it belongs to. */
      popupKey: z.enum(['m_popup1', 'm_popup2']).optional(),
    }).refine((banner) => banner.linkageType !== 'URL' || isSafeBannerLink(banner.linkage), {
      path: ['linkage'],
      message: 'a URL banner links to an /m page or an https page (no javascript:, //host, credentials or backslashes)',
    }),
  ),
});

const versionedUrl = record({ url: urlOrPath, version: z.string().min(1) });
export const assetsSchema = record({ assets: z.array(versionedUrl), resources: z.array(versionedUrl) });

export const membersSchema = record({
  members: z.array(
    record({
      username: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,15}$/),
      password: z.string().min(1),
      customerType: z.number().int().min(0).max(9),
      mobile: record({ countryDialingCode: z.string().regex(/^\d{1,4}$/), mobileNum: z.string().regex(/^\d{5,15}$/) }).optional(),
      email: z.string().email().optional(),
      language: languageCode.optional(),
      clubLabelId: z.string().optional(),
      rankCompleted: z.number().int().min(0).optional(),
      twoFactor: record({
        sms: z.boolean(),
        email: z.boolean(),
        gaSecret: z
          .string()
          .regex(/^[A-Z2-7]{16,64}$/)
          .optional(),
      }).optional(),
      /** Operator messages waiting in the member's chat at seeding (shown as unread). */
      chatMessages: z.array(z.string().min(1).max(1000)).max(20).optional(),
      /** Wallet balance at seeding, in the merchant's currency. */
      balance: z.number().min(0).optional(),
      /** A wallet history rich enough to scroll (issue 25): ~30 entries of every type and bet records over 60 days, ending at `balance`. */
      walletHistory: z.boolean().optional(),
      /**
       * Big wins at seeding, for the home's winners ticker (issue 27): rounds of games.json's games
       * (`game` its code), stake and win in the merchant's currency, `minutesAgo` before seeding.
       * The wallet still ends at `balance`.
       */
      bigWins: z
        .array(
          record({
            game: z.string().min(1),
            stake: z.number().positive(),
            win: z.number().positive(),
            minutesAgo: z.number().int().min(0).max(525_600),
          }),
        )
        .max(20)
        .optional(),
      /** Bets a bonus still requires before a withdrawal, in the merchant's currency. */
      turnoverRemaining: z.number().min(0).optional(),
      /** Responsible gaming at seeding (issue 26): deposit limits in the merchant's currency, and a break from play. */
      depositLimits: record({ day: z.number().min(0), week: z.number().min(0), month: z.number().min(0) })
        .partial()
        .optional(),
      playBreak: record({ kind: z.enum(['cooling_off', 'self_exclusion']), days: z.number().int().min(1).max(3650) }).optional(),
      /** Age of the password at seeding, to show the expired-password flow. */
      passwordAgeDays: z.number().int().min(0).optional(),
      /** How long before seeding the account joined (0 unless told): its inbox holds the broadcasts since. */
      joinedDaysAgo: z.number().int().min(0).max(3650).optional(),
      /**
       * The rewards centre's history at seeding, oldest first: points earned (positive) and spent
       * (negative; an `exchange` names its `rewardId` of rewards.json), `daysAgo` before seeding.
       */
      rewardPoints: z
        .array(
          record({
            kind: z.enum(REWARD_SEED_KINDS),
            points: z.number().int().min(-1_000_000).max(1_000_000),
            daysAgo: z.number().min(0).max(3650),
            detail: localizedText.optional(),
            rewardId: z.string().optional(),
          }),
        )
        .max(200)
        .optional(),
    }),
  ),
});

/** The rewards centre (REWCEN3): what points buy, and how a credited deposit earns them. */
export const rewardsSchema = record({
  earning: record({
    /** Points per whole unit of the merchant's currency of a credited deposit (0.1: one point per 10). */
    depositPointsPerUnit: z.number().min(0).max(100),
  }),
  rewards: z
    .array(
      record({
        id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        name: localizedText,
        description: localizedText,
        cost: z.number().int().min(1).max(100_000_000),
        imageUrl: urlOrPath,
        /** How many the operator offers in all; null when unlimited. */
        stock: z.number().int().min(0).nullable(),
        /** Off: kept for the history's names, not offered. */
        active: z.boolean().optional(),
        /** A reward that is money: credited to the wallet (issue 25) with its bets to make before a withdrawal. */
        walletCredit: record({ amount: z.number().positive(), turnoverMultiplier: z.number().min(0).max(100) }).optional(),
      }),
    )
    .max(200)
    .refine((rewards) => new Set(rewards.map((reward) => reward.id)).size === rewards.length, 'reward ids must be unique'),
});

export type CountryFile = z.infer<typeof countrySchema>;
export type PwaFile = z.infer<typeof pwaSchema>;
export type CustomerServiceFile = z.infer<typeof customerServiceSchema>;
export type VipFile = z.infer<typeof vipSchema>;
export type PromotionsFile = z.infer<typeof promotionsSchema>;
export type CashierFile = z.infer<typeof cashierSchema>;
export type AnnouncementsFile = z.infer<typeof announcementsSchema>;
export type GamesFile = z.infer<typeof gamesSchema>;
export type BannersFile = z.infer<typeof bannersSchema>;
export type AssetsFile = z.infer<typeof assetsSchema>;
export type RewardsFile = z.infer<typeof rewardsSchema>;
export type MembersFile = z.infer<typeof membersSchema>;
export type LocalizedText = z.infer<typeof localizedText>;
