/**
 * The flag shown beside each language (SPEC section 9 "flag mapping for about 35 languages").
 * Flags are emoji built from the region's two letters: no image, no network request.
 */
import { mapLanguageCode } from './languages';

/** Language (spec code, or a code the spec maps) → ISO 3166 region whose flag stands for it. */
export const LANGUAGE_FLAG_REGIONS: Record<string, string> = {
  CN: 'CN',
  TW: 'TW',
  EN: 'GB',
  ES: 'ES',
  HI: 'IN',
  ID: 'ID',
  JA: 'JP',
  KM: 'KH',
  KO: 'KR',
  MY: 'MM',
  TA: 'IN',
  TH: 'TH',
  VI: 'VN',
  TY: 'PH',
  UR: 'PK',
  'UR-LA': 'PK',
  PT: 'PT',
  'PT-BR': 'BR',
  MS: 'MY',
  BN: 'BD',
  TR: 'TR',
  FR: 'FR',
  NE: 'NP',
  TE: 'IN',
  RU: 'RU',
  AR: 'SA',
  DE: 'DE',
  IT: 'IT',
  NL: 'NL',
  PL: 'PL',
  LO: 'LA',
  FA: 'IR',
  HE: 'IL',
  UK: 'UA',
  KK: 'KZ',
  MN: 'MN',
  SI: 'LK',
};

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** `'BR'` → 🇧🇷 (two regional indicator symbols). */
export function regionFlag(region: string): string {
  if (!/^[A-Z]{2}$/.test(region)) return '';
  return String.fromCodePoint(...Array.from(region).map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));
}

/** The flag emoji of a language, or '' when it has none (the switcher then shows the code alone). */
export function languageFlag(language: string): string {
  const region = LANGUAGE_FLAG_REGIONS[mapLanguageCode(language)];
  return region ? regionFlag(region) : '';
}
