/**
 * The merchant's icon and title for "Add to Home Screen". The page is one static HTML for every
 * merchant, so the links are set here once the status is known: iOS reads `apple-touch-icon`
 * (SPEC section 3 template parameter) when the player adds the site, not when the page loads.
 */
import type { SystemStatus } from '@m/shared';

function upsert(doc: Document, selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = doc.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    doc.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function sameSiteOrHttps(url: string, doc: Document): string | null {
  try {
    const parsed = new URL(url, doc.baseURI);
    return parsed.protocol === 'https:' || parsed.origin === new URL(doc.baseURI).origin ? parsed.href : null;
  } catch {
    return null;
  }
}

export function applyHomeScreenMeta(status: SystemStatus | undefined, doc: Document = document): void {
  const template = status?.mobileTemplate;
  if (!template) return;
  const touchIcon = sameSiteOrHttps(template.apple_touch_icon || template.pwa?.icons?.['192x192'] || '', doc);
  const icon = sameSiteOrHttps(template.pwa?.icons?.['192x192'] || '', doc);
  const link = (rel: string) => () => Object.assign(doc.createElement('link'), { rel });
  if (touchIcon) upsert(doc, 'link[rel="apple-touch-icon"]', link('apple-touch-icon'), 'href', touchIcon);
  if (icon) upsert(doc, 'link[rel="icon"]', link('icon'), 'href', icon);
  const title = template.pwa?.title?.trim();
  if (title) {
    upsert(
      doc,
      'meta[name="apple-mobile-web-app-title"]',
      () => Object.assign(doc.createElement('meta'), { name: 'apple-mobile-web-app-title' }),
      'content',
      title,
    );
  }
}
