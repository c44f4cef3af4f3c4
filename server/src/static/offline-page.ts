/**
 * /m/offline.html, the page the service worker shows when a page it never cached cannot be
 * reached: in the merchant's own name, colours and logo, and in its language (issue 37: it was
 * the product's placeholder brand, in English). The worker precaches it from this merchant's
 * host, so each merchant's players keep their merchant's copy. No script: the static page policy.
 */
import type { Theme } from '../merchants/theme/theme-schema';
import { themedShellHtml } from '../merchants/theme/theme-css';
import { htmlAttribute } from './page-merchant';
import { OFFLINE_TEXTS } from './offline-page-texts';

export interface PageBrand {
  /** The merchant's display name (merchant.json `name`). */
  name: string;
  /** Its languages, the default first choice when the player's is not one of them. */
  languages: string[];
  defaultLanguage: string;
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const htmlText = (value: string) => value.replace(/[&<>]/g, (c) => TEXT_ESCAPES[c] ?? c);

/**
 * The language the page is asked in: `?lang=` (the service worker fetching it again after the
 * player chose another language, shell/src/sw/offline-language.ts), else the language cookie.
 */
export function askedLanguage(query: unknown, cookieLanguage: string | null): string | null {
  const lang = (query as { lang?: unknown } | null)?.lang;
  return typeof lang === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/.test(lang) ? lang : cookieLanguage;
}

/** The player's language cookie when the merchant offers it, else the merchant's default. */
export function offlineLanguage(brand: PageBrand, cookieLanguage: string | null): string {
  const asked = cookieLanguage?.toUpperCase();
  const language = asked && brand.languages.includes(asked) ? asked : brand.defaultLanguage;
  return OFFLINE_TEXTS[language] ? language : 'EN';
}

/** The template (shell/src/offline.html) with the merchant's name, words and theme filled in. */
export function offlinePage(
  template: string,
  merchant: { code: string; brand: PageBrand; theme: Theme | null },
  cookieLanguage: string | null,
): string {
  const language = offlineLanguage(merchant.brand, cookieLanguage);
  const texts = OFFLINE_TEXTS[language]!;
  const words: Record<string, string> = { brand: merchant.brand.name, title: texts.title, message: texts.message, home: texts.home };
  const filled = template
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlAttribute(language.toLowerCase())}"${language === 'AR' ? ' dir="rtl"' : ''}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${htmlText(`${texts.title} | ${merchant.brand.name}`)}</title>`)
    .replace(/(<[a-z0-9]+ [^>]*data-text="([a-z]+)"[^>]*>)[^<]*(<\/)/g, (whole, open: string, key: string, close: string) =>
      words[key] === undefined ? whole : `${open}${htmlText(words[key])}${close}`,
    );
  return merchant.theme ? themedShellHtml(filled, merchant.code, merchant.theme) : filled;
}
