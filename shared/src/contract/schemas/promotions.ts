/** The promotions endpoints' requests and answers (see ../endpoint-contract.ts). */
import { z } from 'zod';
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../endpoints';

/** A comma-separated list in the query string (`types=PR,MSG`), as a list of values. */
const commaList = z
  .string()
  .max(256)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const id = z.union([z.string(), z.number()]);

const availability = z.object({ enabled: z.boolean(), count: z.number().int().min(0) });

/** SPEC 3: available promotions keyed APP_DOWNLOAD and REFERRAL. */
export const availablePromotionsAnswer = z.object({ APP_DOWNLOAD: availability, REFERRAL: availability });

export const announcementSchema = z.object({
  id,
  /** PR: promotion; MSG: a message to members. */
  type: z.string(),
  platform: z.array(z.enum(['M', 'PC', 'APP'])),
  /** The announcement's own category (`app_download`, `general`, `inbox`...). */
  category: z.string(),
  /** The promotion announcement category (PROMOFE_getPromotionAnnouncementCategory) it is listed under. */
  categoryId: id.optional(),
  title: z.string(),
  /** Rich content: HTML from the operator. Never inserted raw: sanitise before rendering. */
  content: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  imageUrl: z.string().optional(),
});

export const bannerSchema = z.object({
  id,
  title: z.string(),
  imageUrl: z.string(),
  /** P: promotion page /m/activity?id=; URL: a link; G: a game. */
  linkageType: z.enum(['P', 'URL', 'G']),
  linkage: z.string(),
  roomId: z.string().optional(),
  nodeId: z.string().optional(),
  gameType: z.string().optional(),
  vendor: z.string().optional(),
  openInNewWindow: z.boolean().optional(),
  /** home: the carousel; popup: the popup carousel; float: the floating element. */
  position: z.enum(['home', 'popup', 'float']),
  /** Popup banners: which of the popups (SPEC 9: m_popup1, m_popup2) it is. */
  popupKey: z.enum(['m_popup1', 'm_popup2']).optional(),
});

export const promotionCategorySchema = z.object({ id, name: z.string(), ordinal: z.number().int() });

export const PROMOTIONS_CONTRACT = {
  availablePromotions: { answer: availablePromotionsAnswer },
  announcements: {
    query: z.object({
      types: commaList.optional(),
      platform: z.enum(['M', 'PC', 'APP']).optional(),
      category: commaList.optional(),
      /** Only the announcements listed under this promotion category. */
      categoryId: z.string().max(64).optional(),
      /** One announcement (an activity page): an empty list when it is unknown or over. */
      id: z.string().max(64).optional(),
    }),
    answer: z.array(announcementSchema),
  },
  promotionCategory: { answer: z.array(promotionCategorySchema) },
  banners: { query: z.object({ position: z.enum(['home', 'popup', 'float']).optional() }), answer: z.array(bannerSchema) },
} satisfies Partial<Record<EndpointName, EndpointContract>>;
