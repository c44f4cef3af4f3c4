/**
 * Merchant content, read from the data files: promotions and their categories,
 * announcements, banners, customer service, downloads, game vendors, categories and matches,
 * the member's rank progress and cashier settings.
 */
import { withHowToGet } from '../promotions/how-to-get';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route';
import { localize } from '../localize';
import { clubLabel, maskMobile, rankProgress } from '../members/member-view';
import type { MerchantData } from '../../merchants/merchant-catalog';
import type { MemberRow } from '../../db/member-store';
import type { WpsContext } from '../wps-context';
import { chatAdapter, STAND_IN_WIDGET_PATH } from '../chat/chat-adapters';
import { standInActive } from '../chat/stand-in-mode';
import { channels, decimalsOf, depositBonuses, major } from '../cashier/cashier-settings';
import { accountView, remainingTimes } from './withdraw-routes';

/** SPEC 6: entries with no labelIds are general; label-specific ones when the member's label matches. */
export function customerServiceFor(merchant: MerchantData, member: MemberRow | null, language: string) {
  const labelId = member ? clubLabel(merchant, member, language)?.labelId : undefined;
  return merchant.customerService.entries.filter(
    (entry) => entry.labelIds.length === 0 || (labelId !== undefined && entry.labelIds.includes(labelId)),
  );
}

export function activeAnnouncements(merchant: MerchantData, now: number) {
  return merchant.announcements.announcements.filter(
    (item) => Date.parse(item.startTime) <= now && (item.endTime === null || Date.parse(item.endTime) > now),
  );
}

export function registerContentRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'availablePromotions', {
    handler: ({ merchant }) => {
      const { APP_DOWNLOAD, REFERRAL } = merchant.promotions.available;
      return {
        APP_DOWNLOAD: { enabled: APP_DOWNLOAD.enabled, count: APP_DOWNLOAD.count },
        REFERRAL: { enabled: REFERRAL.enabled, count: REFERRAL.count },
      };
    },
  });

  defineRoute(scope, ctx, 'announcements', {
    handler: ({ merchant, query, language, now }) =>
      activeAnnouncements(merchant, now)
        .filter((item) => !query.types || query.types.includes(item.type))
        .filter((item) => !query.platform || item.platform.includes(query.platform))
        .filter((item) => !query.category || query.category.includes(item.category))
        .filter((item) => query.categoryId === undefined || String(item.categoryId) === query.categoryId)
        .filter((item) => query.id === undefined || String(item.id) === query.id)
        .map((item) => ({
          id: item.id,
          type: item.type,
          platform: item.platform,
          category: item.category,
          ...(item.categoryId !== undefined ? { categoryId: item.categoryId } : {}),
          title: localize(item.title, language),
          // How to get it is said from what the promotion does, never from hand-written copy (issue 35).
          content: withHowToGet(localize(item.content, language), merchant, item, language),
          startTime: item.startTime,
          endTime: item.endTime,
          ...(item.imageUrl !== undefined ? { imageUrl: item.imageUrl } : {}),
        })),
  });

  defineRoute(scope, ctx, 'promotionCategory', {
    handler: ({ merchant, language }) =>
      [...merchant.promotions.categories]
        .sort((a, b) => a.ordinal - b.ordinal)
        .map((category) => ({ id: category.id, name: localize(category.name, language), ordinal: category.ordinal })),
  });

  defineRoute(scope, ctx, 'banners', {
    handler: ({ merchant, query, language }) =>
      merchant.banners.banners
        .filter((banner) => !query.position || banner.position === query.position)
        .map(({ $comment: _comment, title, ...banner }) => ({ ...banner, title: localize(title, language) })),
  });

  defineRoute(scope, ctx, 'customerServiceScript', {
    session: 'optional',
    handler: ({ ctx, merchant, session, language }) =>
      customerServiceFor(merchant, session?.member ?? null, language).map((entry) => {
        // The widget script the front end injects after start-up: the stand-in's in test mode.
        const scriptUrl = standInActive(ctx, merchant) ? STAND_IN_WIDGET_PATH : chatAdapter(entry.csType).scriptUrl(entry);
        return { csType: entry.csType, csPosition: entry.csPosition, path: entry.path, labelIds: entry.labelIds, scriptUrl };
      }),
  });

  defineRoute(scope, ctx, 'downloadSetting', {
    handler: ({ merchant, query }) => {
      const download = merchant.pwa.download;
      const domain = query.domain?.toLowerCase().split(':')[0];
      // Own keys only: `?domain=__proto__` named Object.prototype and answered 500 (issue 35).
      const resources = (domain && Object.hasOwn(download.byDomain, domain) ? download.byDomain[domain] : undefined) ?? download.resources;
      return {
        appName: download.appName,
        rating: download.rating,
        resources: resources.map(({ resourceType, url, version }) => ({
          resourceType,
          url,
          ...(version !== undefined ? { version } : {}),
        })),
      };
    },
  });

  defineRoute(scope, ctx, 'gameMatch', {
    handler: ({ merchant, query, language }) =>
      merchant.games.matches
        .filter((match) => !query.vendor || match.vendor === query.vendor)
        .map((match) => ({
          id: match.id,
          league: localize(match.league, language),
          home: localize(match.home, language),
          away: localize(match.away, language),
          startTime: match.startTime,
          vendor: match.vendor,
        })),
  });

  defineRoute(scope, ctx, 'rankProgress', {
    handler: ({ merchant, session }) => rankProgress(merchant, session.member),
  });

  defineRoute(scope, ctx, 'depositSettings', {
    handler: ({ merchant, session, language, now }) => ({
      currency: merchant.country.currency,
      currencySymbol: merchant.country.currencySymbol,
      minAmount: merchant.cashier.deposit.minAmount,
      maxAmount: merchant.cashier.deposit.maxAmount,
      methods: merchant.cashier.deposit.methods.map((method) => ({
        code: method.code,
        name: localize(method.name, language),
        enabled: method.enabled,
      })),
      cashierUrl: merchant.cashier.cashierUrl ?? null,
      allowedHosts: merchant.cashier.allowedHosts ?? [],
      // The site's own cashier (issue 25): amounts in major units, exact to `decimals`.
      decimals: decimalsOf(merchant),
      channels: channels(merchant, language).map((channel) => ({
        code: channel.code,
        name: channel.name,
        // A channel is usable only when the merchant has a payment provider to pay it through.
        enabled: channel.enabled && merchant.integrations.payment !== undefined,
        kind: channel.kind,
        minAmount: major(merchant, channel.min),
        maxAmount: major(merchant, channel.max),
        presets: channel.presets,
      })),
      bonuses: depositBonuses(merchant, language, now, ctx.cashier.hasDeposited(merchant.code, session.member.id)).map((bonus) => ({
        ...bonus,
        maxBonus: major(merchant, bonus.maxBonus),
        minDeposit: major(merchant, bonus.minDeposit),
      })),
    }),
  });

  defineRoute(scope, ctx, 'withdrawAccountInfo', {
    handler: ({ merchant, session, language, now }) => ({
      currency: merchant.country.currency,
      minAmount: merchant.cashier.withdraw.minAmount,
      maxAmount: merchant.cashier.withdraw.maxAmount,
      dailyTimes: merchant.cashier.withdraw.dailyTimes,
      // The member's verified mobile as SPEC's payout target, masked like member info.
      accounts: session.member.mobile
        ? [{ type: 'MOBILE_WALLET', countryDialingCode: session.member.country_dialing_code, mobileNum: maskMobile(session.member) ?? '' }]
        : [],
      decimals: decimalsOf(merchant),
      boundAccounts: ctx.cashier.accounts(merchant.code, session.member.id).map(accountView),
      providers: (merchant.cashier.withdraw.providers ?? []).map((provider) => ({
        code: provider.code,
        name: localize(provider.name, language),
        type: provider.type,
      })),
      remainingTimes: remainingTimes(ctx, merchant, session.member.id, now),
      smsMobile: maskMobile(session.member),
    }),
  });
}
