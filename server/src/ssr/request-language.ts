/**
 * The player's language as the server can know it (issue 23): the language cookie the shell
 * writes when a language is applied (shell/src/language/language-cookie.ts), else the browser's
 * Accept-Language. The renderer matches either against the merchant's languages.
 */
export const LANGUAGE_COOKIE = 'm_lang';

export function languageCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/.test(value) ? value : null;
    }
  }
  return null;
}

/** Accept-Language's tags, best first (q=0 left out), at most 8. */
export function preferredLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 16)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .slice(0, 8)
    .map((entry) => entry.tag);
}
