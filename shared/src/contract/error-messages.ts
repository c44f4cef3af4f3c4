/**
 * The player's text for an error code, in the languages the product ships complete: the same
 * common-catalogue texts the shell shows (shared/src/i18n/locales), so the server's envelope
 * message and the shell's fallback cannot differ. For the server (and tests): it bundles the
 * six catalogues, which no browser first load should.
 */
import AR from '../i18n/locales/AR.json';
import CN from '../i18n/locales/CN.json';
import EN from '../i18n/locales/EN.json';
import PT_BR from '../i18n/locales/PT-BR.json';
import TH from '../i18n/locales/TH.json';
import VI from '../i18n/locales/VI.json';
import { ERROR_CODES, type ErrorCode } from './error-codes';

export const MESSAGE_LANGUAGES = ['EN', 'CN', 'TH', 'VI', 'PT-BR', 'AR'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

const CATALOGUES: Record<MessageLanguage, Record<string, string>> = { EN, CN, TH, VI, 'PT-BR': PT_BR, AR };

/** `{{name}}` placeholders filled from `params`; one left unfilled stays visible rather than vanishing. */
export function errorMessage(code: ErrorCode, language: string | undefined, params: Record<string, string | number> = {}): string {
  const key = ERROR_CODES[code].messageKey;
  const catalogue = CATALOGUES[(language ?? 'EN').toUpperCase() as MessageLanguage] ?? EN;
  const template = catalogue[key] ?? (EN as Record<string, string>)[key] ?? (EN as Record<string, string>).error_server_error ?? 'Error';
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
