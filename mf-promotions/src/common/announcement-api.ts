/** Announcements, promotion categories and one activity, in the player's language. */
import { api, type AnswerOf } from '@m/shared';

export type Announcement = AnswerOf<'announcements'>[number];
export type PromotionCategory = AnswerOf<'promotionCategory'>[number];

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The promotions (type PR) shown on mobile (platform M); one promotion category when given. */
export function fetchPromotions(categoryId?: string | number, signal?: AbortSignal): Promise<Announcement[]> {
  const query = { types: 'PR', platform: 'M' as const, ...(categoryId !== undefined ? { categoryId: String(categoryId) } : {}) };
  return api.call('announcements', { query, notify: false, signal }).then(list<Announcement>);
}

/** One activity by id; null when it is unknown or over. */
export function fetchActivity(id: string, signal?: AbortSignal): Promise<Announcement | null> {
  return api.call('announcements', { query: { id }, notify: false, signal }).then((value) => list<Announcement>(value)[0] ?? null);
}

export function fetchPromotionCategories(signal?: AbortSignal): Promise<PromotionCategory[]> {
  return api.call('promotionCategory', { notify: false, signal }).then(list<PromotionCategory>);
}
