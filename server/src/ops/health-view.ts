/**
 * The console's health page for one merchant: the caps of docs/security.md (row 12: per merchant
 * push binding, trial launches, captcha and SMS allowances; the server-wide CSP report cap) and
 * how full each window is now, read from the backend's own limiters; the CSP reports from the
 * merchant's pages grouped by directive and blocked address; the render instances' renders per
 * second, shed renders and shell-page cache hit rate as they last reported them (tier-wide, null
 * when none has reported within a minute: no render tier in front, or server rendering off).
 */
import type { OpsCap, OpsHealth } from '@m/shared/ops';
import type { CspReports } from '../security/csp-reports';
import type { WindowLimit } from '../wps/auth/rate-limiter';
import type { WpsContext } from '../wps/wps-context';
import type { TenantDirectory } from '../tenancy/tenant-directory';
import type { RenderTierReports } from './render-tier-reports';

function cap(wps: WpsContext, name: string, key: string, limit: WindowLimit, now: number): OpsCap {
  return { name, used: wps.limiter.used(key, limit, now), limit: limit.max, windowSeconds: limit.windowSeconds };
}

function merchantOfPage(tenants: TenantDirectory, documentUri: string): string | null {
  try {
    return tenants.resolve(new URL(documentUri).host).code;
  } catch {
    return null;
  }
}

export function healthView(
  merchant: string,
  wps: WpsContext,
  csp: CspReports | null,
  tenants: TenantDirectory,
  now: number,
  renderTier: RenderTierReports | null = null,
): OpsHealth {
  const limits = wps.writeLimits;
  const caps: OpsCap[] = [
    cap(wps, 'push binding per merchant', `${merchant}:push`, limits.pushBind.perMerchant, now),
    cap(wps, 'trial launches per merchant', `${merchant}:trial`, limits.trialLaunch.perMerchant, now),
    // The captcha and SMS allowances are alarms (security/merchant-alarms.ts): full means strangers get a captcha.
    cap(wps, 'captcha challenges per merchant', `${merchant}:alarm:captcha`, limits.captcha.perMerchant, now),
    cap(wps, 'SMS hourly budget', `${merchant}:alarm:SMS hourly budget`, limits.sms.perMerchantHour, now),
    cap(wps, 'SMS daily budget', `${merchant}:alarm:SMS daily budget`, limits.sms.perMerchantDay, now),
  ];
  if (csp) caps.push({ name: 'CSP reports per server', ...csp.serverCap(now) });
  const groups = new Map<string, { directive: string; blocked: string; count: number }>();
  for (const tally of csp?.tallies() ?? []) {
    if (merchantOfPage(tenants, tally.violation.documentUri) !== merchant) continue;
    const key = JSON.stringify([tally.violation.violatedDirective, tally.violation.blockedUri]);
    const group = groups.get(key) ?? { directive: tally.violation.violatedDirective, blocked: tally.violation.blockedUri, count: 0 };
    group.count += tally.count;
    groups.set(key, group);
  }
  return { merchant, caps, csp: [...groups.values()].sort((a, b) => b.count - a.count), renderTier: renderTier?.summary(now) ?? null };
}
