/**
 * GET /wps/system/manifest.json: the Web App Manifest built from the merchant's pwa template
 * (SPEC 2: standalone, portrait, white theme unless the merchant's theme names its colour, start /m/home, scope /m/). Icons are full-bleed
 * brand squares, usable both as "any" and "maskable".
 */
import type { MerchantData } from '../../merchants/merchant-catalog';
import { resolveTheme } from '../../merchants/theme/theme-schema';

export function buildWebManifest(merchant: MerchantData) {
  const template = merchant.pwa.mobileTemplate.pwa;
  const icons = Object.entries(template.icons)
    .filter(([sizes]) => /^\d+x\d+$/.test(sizes))
    .flatMap(([sizes, src]) => [
      { src, sizes, type: 'image/png', purpose: 'any' },
      { src, sizes, type: 'image/png', purpose: 'maskable' },
    ]);
  return {
    id: '/m/',
    name: template.title,
    short_name: template.shortName,
    description: merchant.pwa.manifest.description,
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    // The merchant's browser colour (white unless its theme says otherwise), as in the page's meta.
    theme_color: resolveTheme(merchant.merchant.brandColor, merchant.merchant.theme).browserColor,
    background_color: merchant.pwa.manifest.backgroundColor,
    lang: merchant.merchant.defaultLanguage.toLowerCase(),
    icons,
    // Lets the browser tell the page that the merchant's native app is installed, so the site
    // does not offer a home-screen copy of itself there; the site stays the suggested install.
    related_applications: merchant.pwa.manifest.relatedApplications.map(({ platform, id, url }) => ({
      platform,
      ...(id ? { id } : {}),
      ...(url ? { url } : {}),
    })),
    prefer_related_applications: false,
  };
}
