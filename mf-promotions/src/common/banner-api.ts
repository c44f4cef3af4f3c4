/** The merchant's banners of one position (home carousel or popups), in the player's language. */
import { api, type AnswerOf } from '@m/shared';

export type Banner = AnswerOf<'banners'>[number];

export function fetchBanners(position: Banner['position'], signal?: AbortSignal): Promise<Banner[]> {
  return api.call('banners', { query: { position }, notify: false, signal }).then((value) => (Array.isArray(value) ? value : []));
}
