/**
 * When the download bar (and its popup) stays hidden: SPEC section 4 "Download bar" and the VIP
 * gate of section 5. The first rule that applies is the reason, so a test (or support) can say
 * why a player does not see it.
 */
import type { Platform } from '../platform/platform';
import { passesVipGate, type MemberInfoLike, type VipGateConfig } from './vip-gate';
import type { DownloadResources } from './download-resources';

export type HiddenReason =
  | 'closed-this-session'
  | 'native-app'
  | 'ios-web-clip-without-ios-link'
  | 'installed-home-screen-app'
  | 'ios-without-home-screen-apps'
  | 'vip-only';

export interface DownloadBarContext {
  closedThisSession: boolean;
  platform: Pick<Platform, 'ios' | 'iosHomeScreenApps' | 'standalone' | 'inApp' | 'webClip'>;
  resources: DownloadResources;
  gw: VipGateConfig | undefined;
  /** Null for a guest (or while member info is unknown). */
  member: MemberInfoLike | null;
}

export function downloadBarHiddenReason(ctx: DownloadBarContext): HiddenReason | null {
  const { platform } = ctx;
  if (ctx.closedThisSession) return 'closed-this-session';
  if (platform.inApp) return 'native-app';
  // An iOS web clip is itself a home-screen app: the bar can only still offer the native iOS app.
  if (platform.ios && platform.webClip) {
    if (!ctx.resources.links.IOS) return 'ios-web-clip-without-ios-link';
  } else if (platform.standalone) {
    return 'installed-home-screen-app';
  }
  if (platform.ios && !platform.iosHomeScreenApps) return 'ios-without-home-screen-apps';
  if (!passesVipGate(ctx.gw, ctx.member)) return 'vip-only';
  return null;
}
