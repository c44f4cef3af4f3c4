/**
 * Keeps `<html lang dir>` in step with the language in use: screen readers pick their voice from
 * `lang`, and `dir="rtl"` mirrors the layout for Arabic and Urdu.
 */
import { mapLanguageCode, textDirection } from './languages';

/** Spec codes that are not BCP 47 tags of the language they stand for. */
const HTML_LANG: Record<string, string> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  TY: 'fil',
  'UR-LA': 'ur-Latn',
  'PT-BR': 'pt-BR',
};

/** The `lang` attribute for a spec code: `CN` → `zh-CN`, `EN` → `en`. */
export function htmlLang(code: string): string {
  const mapped = mapLanguageCode(code);
  return HTML_LANG[mapped] ?? mapped.toLowerCase();
}

export function applyDocumentLanguage(
  code: string,
  root: HTMLElement | null = typeof document === 'undefined' ? null : document.documentElement,
): void {
  if (!root) return;
  root.setAttribute('lang', htmlLang(code));
  root.setAttribute('dir', textDirection(code));
}
