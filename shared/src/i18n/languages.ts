/**
 * The languages of SPEC section 9 and the rules that turn any code (stored, from the browser,
 * from the merchant, from the server) into one the site supports.
 *
 * Codes are the spec's: upper case, `PT-BR` style. SPEC section 9 has two readings of the list;
 * the site supports their union (the long list plus RU and AR).
 */
export const SUPPORTED_LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
  'TE',
  'RU',
  'AR',
] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

/** Languages written right to left: the page gets `<html dir="rtl">`. UR-LA is Urdu in Latin script. */
export const RTL_LANGUAGES: readonly string[] = ['AR', 'UR'];

/** SPEC section 9 mappings (ZH → CN, TW or HK → TW, EN-PH → TY), plus the browser spellings of the same. */
const ALIASES: Record<string, LanguageCode> = {
  ZH: 'CN',
  'ZH-CN': 'CN',
  'ZH-SG': 'CN',
  'ZH-HANS': 'CN',
  'ZH-HANS-CN': 'CN',
  HK: 'TW',
  'ZH-TW': 'TW',
  'ZH-HK': 'TW',
  'ZH-MO': 'TW',
  'ZH-HANT': 'TW',
  'ZH-HANT-TW': 'TW',
  'ZH-HANT-HK': 'TW',
  'EN-PH': 'TY',
  FIL: 'TY',
  TL: 'TY',
};

/** The name of each language in itself (an autonym is the same in every catalogue). */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  CN: '简体中文',
  EN: 'English',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  JA: '日本語',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MY: 'မြန်မာ',
  TA: 'தமிழ்',
  TH: 'ไทย',
  TW: '繁體中文',
  VI: 'Tiếng Việt',
  TY: 'Filipino',
  UR: 'اردو',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  MS: 'Bahasa Melayu',
  BN: 'বাংলা',
  TR: 'Türkçe',
  FR: 'Français',
  NE: 'नेपाली',
  'UR-LA': 'Urdu (Roman)',
  TE: 'తెలుగు',
  RU: 'Русский',
  AR: 'العربية',
};

export function isSupportedLanguage(code: string): code is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/** Upper case, `_` → `-`, then the spec's mappings: `zh_hk` → `TW`, `en-ph` → `TY`. */
export function mapLanguageCode(raw: string): string {
  const code = raw.trim().replace(/_/g, '-').toUpperCase();
  return ALIASES[code] ?? code;
}

/**
 * SPEC section 5: a language is accepted only if it is in the supported list; otherwise the
 * default (the merchant's default when it has one, else EN) when the list has it, else the
 * list's first language.
 */
export function acceptLanguage(
  raw: string | null | undefined,
  supported: readonly string[] = SUPPORTED_LANGUAGES,
  fallback: string = DEFAULT_LANGUAGE,
): string {
  const list = supported.length > 0 ? supported : SUPPORTED_LANGUAGES;
  const code = raw ? mapLanguageCode(raw) : '';
  if (code && list.includes(code)) return code;
  for (const candidate of [mapLanguageCode(fallback), DEFAULT_LANGUAGE]) if (list.includes(candidate)) return candidate;
  return list[0] ?? DEFAULT_LANGUAGE;
}

/**
 * The first of the browser's languages (`navigator.languages`, most preferred first) that the
 * site supports, trying the full tag (`pt-BR`, `zh-HK`) before its language part (`en-US` → EN).
 */
export function matchBrowserLanguage(browser: readonly string[], supported: readonly string[] = SUPPORTED_LANGUAGES): string | null {
  for (const tag of browser) {
    if (typeof tag !== 'string' || tag.trim() === '') continue;
    const full = mapLanguageCode(tag);
    if (supported.includes(full)) return full;
    const primary = mapLanguageCode(full.split('-')[0] ?? '');
    if (supported.includes(primary)) return primary;
  }
  return null;
}

/** The starting language: the player's stored choice, then the browser's, then the default. */
export function pickInitialLanguage(options: {
  stored: string | null;
  browser: readonly string[];
  supported?: readonly string[];
  fallback?: string;
}): string {
  const supported = options.supported && options.supported.length > 0 ? options.supported : SUPPORTED_LANGUAGES;
  if (options.stored) {
    const stored = mapLanguageCode(options.stored);
    if (supported.includes(stored)) return stored;
  }
  return matchBrowserLanguage(options.browser, supported) ?? acceptLanguage(null, supported, options.fallback);
}

export function textDirection(code: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(mapLanguageCode(code)) ? 'rtl' : 'ltr';
}
