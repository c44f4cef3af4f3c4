/**
 * First-party cookies for the values the spec keeps "in a cookie" beside local storage (device id
 * 365 days, click ids 90 days). One reader and writer, so every bundle sets the same attributes.
 */
const DAY_SECONDS = 24 * 60 * 60;

/** What the helpers need of `document`: the cookie string, and the protocol for `Secure`. */
export type CookieJar = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> | null };

export function readCookie(name: string, doc: CookieJar = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        // A value another script wrote with a stray '%': treat it as absent rather than throw.
        return null;
      }
    }
  }
  return null;
}

/**
 * Max-Age rather than Expires: a phone whose clock is wrong still keeps the cookie for `days`.
 * `days` null: a session cookie, gone when the browser session ends.
 */
export function writeCookie(name: string, value: string, days: number | null, doc: CookieJar = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const age = days === null ? '' : `; Max-Age=${Math.round(days * DAY_SECONDS)}`;
  doc.cookie = `${name}=${encodeURIComponent(value)}${age}; Path=/; SameSite=Lax${secure}`;
}
