/**
 * Merchant content, read from the data files: promotions and their categories,
 * announcements, banners, customer service, downloads, game vendors, categories and matches,
 * the member's rank progress and cashier settings.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { localize } from '../localize';
import { clubLabel, rankProgress } from '../members/member-view';
import type { MerchantData } from '../../merchants/merchant-catalog';
import type { MemberRow } from '../../db/member-store';
import type { WpsContext } from '../wps-context';

/** SPEC 6: entries with no labelIds are general; label-specific ones when the member's label matches. */
export function customerServiceFor(merchant: MerchantData, member: MemberRow | null, language: string) {
  const labelId = member ? clubLabel(merchant, member, language)?.labelId : undefined;
  return merchant.customerService.entries
    .filter((entry) => entry.labelIds.length === 0 || (labelId !== undefined && entry.labelIds.includes(labelId)))
    .map(({ csType, csPosition, path, labelIds, script }) => ({ csType, csPosition, path, labelIds, ...(script !== undefined ? { script } : {}) }));
}

export function activeAnnouncements(merchant: MerchantData, now: number) {
  return merchant.announcements.announcements.filter((item) => Date.parse(item.startTime) <= now && (item.endTime === null || Date.parse(item.endTime) > now));
}

export function registerContentRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'availablePromotions', {
    handler: ({ merchant }) => {
      const { APP_DOWNLOAD, REFERRAL } = merchant.promotions.available;
      return { APP_DOWNLOAD: { enabled: APP_DOWNLOAD.enabled, count: APP_DOWNLOAD.count }, REFERRAL: { enabled: REFERRAL.enabled, count: REFERRAL.count } };
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
          content: localize(item.content, language),
          startTime: item.startTime,
          endTime: item.endTime,
          ...(item.imageUrl !== undefined ? { imageUrl: item.imageUrl } : {}),
        })),
  });

  defineRoute(scope, ctx, 'promotionCategory', {
    handler: ({ merchant, language }) =>
      [...merchant.promotions.categories].sort((a, b) => a.ordinal - b.ordinal).map((category) => ({ id: category.id, name: localize(category.name, language), ordinal: category.ordinal })),
  });

  defineRoute(scope, ctx, 'banners', {
    handler: ({ merchant, query, language }) =>
      merchant.banners.banners
        .filter((banner) => !query.position || banner.position === query.position)
        .map(({ $comment: _comment, title, ...banner }) => ({ ...banner, title: localize(title, language) })),
  });

  defineRoute(scope, ctx, 'customerServiceScript', {
    session: 'optional',
    handler: ({ merchant, session, language }) => customerServiceFor(merchant, session?.member ?? null, language),
  });

  defineRoute(scope, ctx, 'downloadSetting', {
    query: z.object({ domain: z.string().max(253).optional() }),
    handler: ({ merchant, query }) => {
      const download = merchant.pwa.download;
      const domain = query.domain?.toLowerCase().split(':')[0];
      const resources = (domain ? download.byDomain[domain] : undefined) ?? download.resources;
      return { appName: download.appName, rating: download.rating, resources: resources.map(({ resourceType, url, version }) => ({ resourceType, url, ...(version !== undefined ? { version } : {}) })) };
    },
  });

  defineRoute(scope, ctx, 'gameVendors', {
    handler: ({ merchant, language }) => {
      const { vendors, categories, games } = merchant.games;
      const { $comment: _comment, ...structure } = vendors;
      return {
        ...structure,
        allVendors: vendors.allVendors.map(({ vendor, name, categories: vendorCategories, maintenance }) => ({ vendor, name, categories: vendorCategories, maintenance })),
        categories: categories.map((category) => ({
          key: category.key,
          title: localize(category.title, language),
          cards: category.cards.map((card) => ({ accountTypeName: card.accountTypeName, displayName: localize(card.displayName, language), freeplay: card.freeplay })),
          gameClassify: category.gameClassify,
          gameCount: games.filter((game) => category.gameClassify.includes(game.vendor)).length,
        })),
        games: games.map((game) => ({ code: game.code, vendor: game.vendor, name: localize(game.name, language), type: game.type, trial: game.trial, ...(game.nodeId ? { nodeId: game.nodeId } : {}), ...(game.imageUrl ? { imageUrl: game.imageUrl } : {}) })),
      };
    },
  });

  defineRoute(scope, ctx, 'gameMatch', {
    query: z.object({ vendor: z.string().max(32).optional() }),
    handler: ({ merchant, query, language }) =>
      merchant.games.matches
        .filter((match) => !query.vendor || match.vendor === query.vendor)
        .map((match) => ({ id: match.id, league: localize(match.league, language), home: localize(match.home, language), away: localize(match.away, language), startTime: match.startTime, vendor: match.vendor })),
  });

  defineRoute(scope, ctx, 'rankProgress', {
    handler: ({ merchant, session }) => rankProgress(merchant, session!.member),
  });

  defineRoute(scope, ctx, 'depositSettings', {
    handler: ({ merchant, language }) => ({
      currency: merchant.country.currency,
      currencySymbol: merchant.country.currencySymbol,
      minAmount: merchant.cashier.deposit.minAmount,
      maxAmount: merchant.cashier.deposit.maxAmount,
      methods: merchant.cashier.deposit.methods.map((method) => ({ code: method.code, name: localize(method.name, language), enabled: method.enabled })),
    }),
  });

  defineRoute(scope, ctx, 'withdrawAccountInfo', {
    handler: ({ merchant, session }) => ({
      currency: merchant.country.currency,
      minAmount: merchant.cashier.withdraw.minAmount,
      maxAmount: merchant.cashier.withdraw.maxAmount,
      dailyTimes: merchant.cashier.withdraw.dailyTimes,
      // The reference backend keeps no bank accounts: the member's verified mobile is the only payout target.
      accounts: session!.member.mobile ? [{ type: 'MOBILE_WALLET', countryDialingCode: session!.member.country_dialing_code, mobileNum: session!.member.mobile_num }] : [],
    }),
  });
}
