/** Every channel the tracker can deliver to; adding one is a file here and a line below (docs/tracking.md). */
import type { AnalyticsChannel } from '@m/shared';
import type { ChannelAdapter } from './channel-adapter';
import { gtmChannel } from './gtm';
import { gtagChannel } from './gtag';
import { metaChannel } from './meta';
import { tiktokChannel } from './tiktok';
import { appsflyerChannel } from './appsflyer';
import { adjustChannel } from './adjust';

export const CHANNEL_ADAPTERS: Record<AnalyticsChannel, ChannelAdapter> = {
  gtm: gtmChannel,
  gtag: gtagChannel,
  meta: metaChannel,
  tiktok: tiktokChannel,
  appsflyer: appsflyerChannel,
  adjust: adjustChannel,
};
