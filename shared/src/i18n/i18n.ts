/**
 * The one i18next instance of the page. The shell initialises it; each remote registers its
 * own namespace, loaded on demand for the current language, with EN as the fallback.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import EN from './locales/EN.json';

export const DEFAULT_LANGUAGE = 'EN';
export const COMMON_NS = 'common';

/**
 * The spec names languages in upper case (EN, PT-BR, UR-LA); i18next canonicalises codes
 * (en, pt-BR, ur-LA) and finds nothing stored under the upper-case form. Catalogue files and
 * every API of this module use the spec's codes; only i18next sees the canonical ones.
 */
export function i18nextCode(language: string): string {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? language.toLowerCase();
  } catch {
    return language.toLowerCase();
  }
}

/** The spec code of the language in use (`pt-BR` → `PT-BR`). */
export function currentLanguage(): string {
  return (i18n.language || DEFAULT_LANGUAGE).toUpperCase();
}

type Catalogue = Record<string, string>;
export type CatalogueLoader = (language: string) => Promise<Catalogue | { default: Catalogue }>;

const loaders = new Map<string, CatalogueLoader>();

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: i18nextCode(DEFAULT_LANGUAGE),
  fallbackLng: i18nextCode(DEFAULT_LANGUAGE),
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  resources: { [i18nextCode(DEFAULT_LANGUAGE)]: { [COMMON_NS]: EN } },
  // React renders every text as text, so i18next must not HTML-escape it a second time.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // Namespaces are registered before a parcel mounts, so components never need to suspend.
  react: { useSuspense: false },
});

async function loadInto(ns: string, language: string): Promise<void> {
  const loader = loaders.get(ns);
  const code = i18nextCode(language);
  if (!loader || i18n.hasResourceBundle(code, ns)) return;
  try {
    const loaded = await loader(language);
    const catalogue = 'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as Catalogue) : (loaded as Catalogue);
    i18n.addResourceBundle(code, ns, catalogue, true, false);
  } catch (error) {
    // A missing catalogue is not fatal: i18next falls back to EN key by key.
    console.warn(`[i18n] no ${language} catalogue for namespace ${ns}`, error);
  }
}

/**
 * Registers a namespace and loads its catalogue for the current language (and EN, the fallback).
 * Resolves when both are in, so a remote can wait before its first render.
 */
export async function registerNamespace(ns: string, loader: CatalogueLoader): Promise<void> {
  loaders.set(ns, loader);
  const languages = new Set([DEFAULT_LANGUAGE, currentLanguage()]);
  await Promise.all([...languages].map((lng) => loadInto(ns, lng)));
}

/** Loads every registered namespace for `language`, then switches to it. */
export async function changeLanguage(language: string): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => loadInto(ns, language)));
  await i18n.changeLanguage(i18nextCode(language));
}
