/**
 * A merchant's languages are complete when every bundle ships a catalogue for each of them (else
 * its pages fall back to English) and every text in its files exists in its default language
 * (else players who never chose another language read a fallback).
 */
import type { MerchantProblem } from './merchant-problem';

const LANGUAGE_KEY = /^[A-Z]{2}(?:-[A-Z]{2})?$/;

/** Objects whose keys are all language codes and whose values are texts: the localized texts. */
export function localizedTexts(value: unknown, field = ''): { field: string; languages: string[] }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => localizedTexts(item, field ? `${field}.${index}` : String(index)));
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value).filter(([key]) => key !== '$comment');
  if (entries.length > 0 && entries.every(([key, text]) => LANGUAGE_KEY.test(key) && typeof text === 'string')) {
    return [{ field, languages: entries.map(([key]) => key) }];
  }
  return entries.flatMap(([key, item]) => localizedTexts(item, field ? `${field}.${key}` : key));
}

export function missingDefaultLanguage(code: string, fileName: string, value: unknown, defaultLanguage: string): MerchantProblem[] {
  return localizedTexts(value)
    .filter((text) => !text.languages.includes(defaultLanguage))
    .map((text) => ({
      file: `merchants/${code}/${fileName}`,
      field: text.field,
      message: `merchant ${code}: no ${defaultLanguage} text (the default language), only ${text.languages.join(', ')}`,
    }));
}

/** `catalogues`: bundle name → the languages it has a catalogue for. */
export function missingCatalogues(code: string, languages: string[], catalogues: Record<string, string[]>): MerchantProblem[] {
  return languages.flatMap((language) =>
    Object.entries(catalogues)
      .filter(([, available]) => !available.includes(language))
      .map(([bundle]) => ({
        file: `merchants/${code}/merchant.json`,
        field: 'languages',
        message: `merchant ${code}: ${bundle} has no ${language} translations, its pages would show English`,
      })),
  );
}
