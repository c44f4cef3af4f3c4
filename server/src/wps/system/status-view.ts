/**
 * GET /wps/system/status: the merchant's status and configuration, exactly the SystemStatus
 * shape of the contract (@m/shared/contract): the compiler keeps the two in step.
 */
import { WHITELABEL_FLAGS, type SystemStatus, type WhitelabelFlag } from '@m/shared/contract';
import type { MerchantData } from '../../merchants/merchant-catalog';
import { isRestricted } from './ip-rules';

export function buildSystemStatus(merchant: MerchantData, caller: { ip: string; country: string | undefined; now: number }): SystemStatus {
  const { merchant: settings, integrations, pwa } = merchant;
  const end = settings.status.maintenanceEnd;
  // A maintenance whose end has passed is over, without waiting for an operator's edit.
  const maintenance = settings.status.maintenance && (end === null || Date.parse(end) > caller.now);
  const whitelabel: Partial<Record<WhitelabelFlag, boolean>> = {};
  for (const flag of WHITELABEL_FLAGS) whitelabel[flag] = settings.whitelabel[flag] === true;
  const firebase = integrations.firebase;
  const { shortName: _shortName, ...pwaTemplate } = pwa.mobileTemplate.pwa;
  return {
    merchantCode: merchant.code,
    merchantName: settings.name,
    // The shell accepts only these languages (SPEC 5) and falls back to the default.
    languages: settings.languages,
    defaultLanguage: settings.defaultLanguage,
    maintenance,
    maintenanceEnd: maintenance ? end : null,
    regionRestriction: isRestricted(caller.ip, caller.country, settings.status.regionRestriction),
    ip: caller.ip,
    test: settings.status.test,
    register: { captcha: { enabled: settings.register.captcha.enabled }, requirePassword: settings.register.requirePassword },
    whitelabel,
    imageCDNs: settings.imageCDNs,
    ...(settings.legal ? { legal: legalView(merchant) } : {}),
    sms: {
      provider: integrations.sms.provider,
      firebase: firebase
        ? {
            apiKey: firebase.apiKey,
            authDomain: firebase.authDomain,
            projectId: firebase.projectId,
            appId: firebase.appId,
            messagingSenderId: firebase.messagingSenderId,
            ...(firebase.authEmulatorUrl !== undefined ? { authEmulatorUrl: firebase.authEmulatorUrl } : {}),
          }
        : null,
      vapidKey: integrations.push.vapidKey,
      googleWebClientId: integrations.social.googleWebClientId,
      facebookAppId: integrations.social.facebookAppId,
    },
    gw: {
      GEETEST_ID: integrations.captcha.geetestId,
      GEETEST_VERSION: integrations.captcha.version,
      GEETEST_SCRIPT_URL: integrations.captcha.scriptUrl,
      LINE_CLIENT_ID: integrations.line?.clientId ?? '',
      LINE_AUTHORIZE_URL: integrations.line?.authorizeUrl ?? '',
      PROFILE_ICON_COUNT: integrations.gw.PROFILE_ICON_COUNT,
      ...(integrations.gw.VIP_RANK_LEVEL !== undefined ? { VIP_RANK_LEVEL: integrations.gw.VIP_RANK_LEVEL } : {}),
      ...(integrations.gw.DOWNLOAD_BAR_VIP_ONLY !== undefined ? { DOWNLOAD_BAR_VIP_ONLY: integrations.gw.DOWNLOAD_BAR_VIP_ONLY } : {}),
    },
    customerService: merchant.customerService.entries.map(({ csType, csPosition, path, labelIds }) => ({
      csType,
      csPosition,
      path,
      labelIds,
    })),
    mobileTemplate: {
      pwa: pwaTemplate,
      desktop_app_feature: pwa.mobileTemplate.desktop_app_feature,
      apple_touch_icon: pwa.mobileTemplate.apple_touch_icon,
      theme: pwa.mobileTemplate.theme,
    },
    resources: pwa.resources,
    analytics: {
      domains: integrations.analytics.domains.map(({ $comment: _comment, ...domain }) => domain),
      ...pick(integrations.analytics, [
        'fbPixelId',
        'tiktokPixelId',
        'gtmId',
        'gtagId',
        'appsflyerId',
        'adjustId',
        'adjustEventTokens',
        'scriptUrls',
      ]),
    },
    tokenLinkHosts: merchant.promotions.tokenLinkHosts ?? [],
  };
}

/** The named fields that are set (optional fields stay absent rather than undefined). */
function pick<T extends object, K extends keyof T>(source: T, keys: K[]): Partial<Pick<T, K>> {
  const result: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) result[key] = source[key];
  return result;
}

/**
 * The footer's statements; payment marks are the enabled deposit methods' names, in every language
 * the file gives (the status is read once per page, the language may change after: the footer picks).
 */
function legalView(merchant: MerchantData): NonNullable<SystemStatus['legal']> {
  const legal = merchant.merchant.legal!;
  const names = merchant.cashier.deposit.methods.filter((method) => method.enabled).map((method) => method.name);
  // Two methods of one name (a wallet's two channels) are one mark.
  const marks = [...new Map(names.map((name) => [JSON.stringify(name), name])).values()];
  // The drawn key art (games/art/key-art.ts) uses game-icons.net under CC BY 3.0: credited where shown.
  const artCredit = merchant.games.games.some((game) => game.imageUrl === undefined);
  return {
    minimumAge: legal.minimumAge,
    licence: legal.licence ?? null,
    paymentMarks: marks,
    artCredit,
    // The version a registration sends back with its consent (GET systemTerms reads the text).
    ...(legal.terms ? { terms: { version: legal.terms.version } } : {}),
  };
}
