/**
 * The one i18next instance of the page. The shell picks the starting language (initLanguage);
 * each remote registers its own namespace, loaded on demand for the current language, with EN
 * as the fallback key by key. The player's changes go through changeLanguage, which stores the
 * choice and announces it on the bus (the shell tells the server).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BehaviorSubject } from 'rxjs';
import { bus } from '../bus/event-bus';
import type { LanguageOrigin } from '../bus/event-catalogue';
import EN from './locales/EN.json';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, acceptLanguage, mapLanguageCode, pickInitialLanguage } from './languages';
import { showToast } from '../ui/overlay-store';
import { readStoredLanguage, storeLanguage } from './language-storage';
import { applyDocumentLanguage } from './document-language';

export { DEFAULT_LANGUAGE };
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

type Catalogue = Record<string, string>;
export type CatalogueLoader = (language: string) => Promise<Catalogue | { default: Catalogue }>;

/** The language in use, as a spec code. */
export const language$ = new BehaviorSubject<string>(DEFAULT_LANGUAGE);
/** The languages this merchant offers (all supported ones until the status says otherwise). */
export const supportedLanguages$ = new BehaviorSubject<readonly string[]>(SUPPORTED_LANGUAGES);
/** The merchant's default language: used when neither the stored nor the browser's one fits. */
let fallbackLanguage: string = DEFAULT_LANGUAGE;

/** The spec code of the language in use (`PT-BR`). */
export function currentLanguage(): string {
  return language$.value;
}

const loaders = new Map<string, CatalogueLoader>();
// The `common` namespace of the shell and every remote; EN is built in, the others are chunks.
loaders.set(COMMON_NS, (language) => import(/* webpackChunkName: "common-[request]" */ `./locales/${language}.json`));

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

/**
 * What loading a catalogue came to: in (or nothing to load), `missing` (the namespace does not
 * offer the language: i18next falls back to EN key by key), or `unreachable` (its file could not
 * be fetched: offline, say; another try may succeed).
 */
type LoadOutcome = 'in' | 'missing' | 'unreachable';

/** A chunk or file that could not be fetched, as opposed to one the build does not have. */
export function isUnreachable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'ChunkLoadError') return true;
  return error instanceof TypeError && /fetch|network|load/i.test(error.message);
}

async function loadInto(ns: string, language: string): Promise<LoadOutcome> {
  const loader = loaders.get(ns);
  const code = i18nextCode(language);
  if (!loader || i18n.hasResourceBundle(code, ns)) return 'in';
  try {
    const loaded = await loader(language);
    const catalogue = 'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as Catalogue) : (loaded as Catalogue);
    i18n.addResourceBundle(code, ns, catalogue, true, false);
    return 'in';
  } catch (error) {
    // A missing catalogue is not fatal: i18next falls back to EN key by key.
    console.warn(`[i18n] no ${language} catalogue for namespace ${ns}`, error);
    return isUnreachable(error) ? 'unreachable' : 'missing';
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

/**
 * The server renderer's form (issue 23): one process renders every language, so it names the
 * language instead of following the page's current one.
 */
export async function loadNamespace(ns: string, loader: CatalogueLoader, language: string): Promise<void> {
  loaders.set(ns, loader);
  await Promise.all([...new Set([DEFAULT_LANGUAGE, language])].map((lng) => loadInto(ns, lng)));
}

/** Loads every registered namespace for `language` without switching to it (the server renderer). */
export async function loadLanguage(language: string): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => loadInto(ns, language)));
}

let applying = 0;

type Applied = 'applied' | 'superseded' | 'unreachable';

/**
 * Loads every registered namespace for `code`, then switches to it; a later call wins a race.
 * With `whole`, a language some of whose catalogues cannot be fetched (offline) is not switched
 * to: the page would show its texts half in English, and the choice would be stored as made.
 */
async function applyLanguage(code: string, whole = false): Promise<Applied> {
  const ticket = ++applying;
  const outcomes = await Promise.all([...loaders.keys()].map((ns) => loadInto(ns, code)));
  if (ticket !== applying) return 'superseded';
  if (whole && code !== currentLanguage() && outcomes.includes('unreachable')) return 'unreachable';
  await i18n.changeLanguage(i18nextCode(code));
  applyDocumentLanguage(code);
  if (language$.value !== code) language$.next(code);
  return 'applied';
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * Start-up: the stored choice, else the browser's language, else the default, among the
 * supported ones. Resolves with the spec code once its catalogues are in.
 */
export async function initLanguage(options: { browser?: readonly string[] } = {}): Promise<string> {
  const code = pickInitialLanguage({
    stored: readStoredLanguage(),
    browser: options.browser ?? browserLanguages(),
    supported: supportedLanguages$.value,
    fallback: fallbackLanguage,
  });
  await applyLanguage(code);
  return code;
}

/**
 * The merchant's own list (SPEC section 5: accepted only if supported, else the default or the
 * first). Codes the site cannot show are dropped; the language in use moves if it is not offered.
 */
export async function setSupportedLanguages(list: readonly string[], defaultLanguage: string = DEFAULT_LANGUAGE): Promise<void> {
  const offered = [...new Set(list.filter((c) => typeof c === 'string').map(mapLanguageCode))].filter((code) =>
    (SUPPORTED_LANGUAGES as readonly string[]).includes(code),
  );
  fallbackLanguage = mapLanguageCode(defaultLanguage);
  supportedLanguages$.next(offered.length > 0 ? offered : SUPPORTED_LANGUAGES);
  if (!supportedLanguages$.value.includes(currentLanguage())) {
    const stored = readStoredLanguage();
    await applyLanguage(
      pickInitialLanguage({ stored, browser: browserLanguages(), supported: supportedLanguages$.value, fallback: fallbackLanguage }),
    );
  }
}

/**
 * The player picks a language: accepted against the merchant's list, loaded, applied, stored for
 * the next visit and announced as `i18n.language.changed`. Resolves with the language applied.
 * One whose catalogues cannot be fetched (offline, and never loaded on this page) is not applied:
 * the page stays in its language and says why (issue 36), nothing is stored or sent.
 */
export async function changeLanguage(language: string, origin: LanguageOrigin = 'player'): Promise<string> {
  const code = acceptLanguage(language, supportedLanguages$.value, fallbackLanguage);
  const previous = currentLanguage();
  const applied = await applyLanguage(code, true);
  if (applied === 'unreachable') {
    if (origin === 'player') {
      const name = LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] ?? code;
      showToast(i18n.t('language_unreachable', { ns: COMMON_NS, name }), LANGUAGE_UNREACHABLE_TOAST_MS);
    }
    return currentLanguage();
  }
  if (applied !== 'applied') return currentLanguage();
  storeLanguage(code);
  if (code !== previous) bus.publish('i18n.language.changed', { language: code, origin });
  return code;
}

/** Long enough to read a sentence on a phone. */
export const LANGUAGE_UNREACHABLE_TOAST_MS = 6_000;
