/**
 * System calls: status, the terms, country, settings, domain route, the web app manifest, ping, the
 * collect beacon and the asset and resource lists of the update check.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, beaconBody } from '@m/shared/contract';
import { defineRoute, REPLIED } from '../http/define-route';
import { allowSiblingOrigins } from '../http/sibling-cors';
import { buildSystemStatus } from '../system/status-view';
import { callerCountry } from '../system/caller-region';
import { buildWebManifest } from '../system/web-manifest';
import { USERNAME_RULE } from '../auth/password-rules';
import { termsDocument } from '../legal/terms';
import { WpsError } from '../http/wps-error';
import type { WpsContext } from '../wps-context';

export function registerSystemRoutes(scope: FastifyInstance, ctx: WpsContext): void {
  defineRoute(scope, ctx, 'systemStatus', {
    handler: ({ merchant, ip, request, now }) => buildSystemStatus(merchant, { ip, country: callerCountry(ctx, request), now }),
  });

  // Public: the register form opens the terms before anyone has an account (issue 27).
  defineRoute(scope, ctx, 'systemTerms', {
    handler: ({ merchant, query, language }) => {
      const document = termsDocument(merchant, query.lang ?? language);
      if (!document) throw new WpsError(404, 'not_found');
      return document;
    },
  });

  defineRoute(scope, ctx, 'systemCountry', {
    handler: ({ merchant }) => {
      const { $comment: _comment, ...country } = merchant.country;
      return { ...country, countries: country.countries.map(({ code, name, dialingCode }) => ({ code, name, dialingCode })) };
    },
  });

  defineRoute(scope, ctx, 'systemSettings', {
    handler: ({ merchant }) => {
      const settings = merchant.merchant;
      const flags = settings.whitelabel;
      return {
        merchantCode: merchant.code,
        merchantName: settings.name,
        brandColor: settings.brandColor,
        languages: settings.languages,
        defaultLanguage: settings.defaultLanguage,
        currency: merchant.country.currency,
        usernameRule: { pattern: USERNAME_RULE.source, minLength: 4, maxLength: 16 },
        passwordRule: {
          minLength: settings.security.passwordRule.minLength,
          maxLength: settings.security.passwordRule.maxLength,
          pattern: settings.security.passwordRule.pattern,
        },
        register: {
          username: flags.REG3 === true,
          mobile: flags.MOBILENUMREG3 === true,
          requirePassword: settings.register.requirePassword,
          captcha: settings.register.captcha.enabled,
          mobileSmsVerification: settings.register.mobileSmsVerification,
        },
        login: {
          sms: flags.SMSLOGIN3 === true,
          line: flags.LINELOGIN3 === true,
          social: flags.GOOGLELOGIN3 === true,
          captcha: flags.GEETEST3 === true,
        },
        passwordMaxAgeDays: settings.security.passwordMaxAgeDays,
        sessionTtlMinutes: settings.security.sessionTtlMinutes,
      };
    },
  });

  defineRoute(scope, ctx, 'domainRoute', {
    handler: ({ merchant, request }) => ({
      current: request.merchant.authority.split(':')[0] ?? '',
      domains: merchant.merchant.domainRoute.domains
        .map(({ domain, type, weight }) => ({ domain, type, weight }))
        .sort((a, b) => b.weight - a.weight),
    }),
  });

  defineRoute(scope, ctx, 'systemManifest', {
    claimedMerchant: (request) => (request.query as { merchantCode?: unknown }).merchantCode?.toString() ?? null,
    handler: ({ merchant, reply }) => {
      reply
        .header('Cache-Control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(buildWebManifest(merchant)));
      return REPLIED;
    },
  });

  // The merchant's other domains time this one from the player's phone (fast domain).
  allowSiblingOrigins(scope, ctx.options.tenants, ENDPOINTS.ping.path);
  defineRoute(scope, ctx, 'ping', {
    handler: ({ query, now, ip }) => ({ pong: true, serverTime: new Date(now).toISOString(), ip, query }),
  });

  defineRoute(scope, ctx, 'collect', {
    session: 'optional',
    // A beacon cannot send headers: the merchant comes in the body.
    claimedMerchant: (request) => {
      const body = beaconBody(request.body) as { merchant?: unknown } | null;
      return typeof body?.merchant === 'string' ? body.merchant : null;
    },
    handler: ({ merchant, body, session, ip, now }) => {
      const value = body.value;
      if ('kind' in value && value.kind === 'rum') {
        const id = ctx.beacons.addRum({
          merchant: merchant.code,
          route: value.route,
          device: value.device,
          shell: value.shell,
          remotes: value.remotes,
          metrics: value.metrics,
          ip,
          now,
        });
        return id === null ? { id: null, stored: 'dropped' as const } : { id, stored: 'rum' as const };
      }
      const id = ctx.beacons.addEvent(merchant.code, session?.member.id ?? null, ip, value, now);
      return id === null ? { id: null, stored: 'dropped' as const } : { id, stored: 'event' as const };
    },
  });

  defineRoute(scope, ctx, 'systemAssetList', {
    handler: ({ merchant }) => merchant.assets.assets.map(({ url, version }) => ({ url, version })),
  });

  defineRoute(scope, ctx, 'systemResourceList', {
    handler: ({ merchant }) => merchant.assets.resources.map(({ url, version }) => ({ url, version })),
  });
}
