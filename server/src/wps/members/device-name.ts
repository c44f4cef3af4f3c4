/**
 * A device the player recognises, from a login's User-Agent: "iPhone · Safari", "Android ·
 * Chrome", "Windows · Edge". Coarse on purpose: the last-logins list is for spotting a login that
 * was not yours, and the raw string means nothing to a player (nor is it kept).
 */
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

// Order matters: Edge and Opera and Samsung's browser also say Chrome; Chrome also says Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/Line\//, 'LINE'],
  [/FBAN|FBAV/, 'Facebook'],
  [/EdgA?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/CriOS\/|Chrome\//, 'Chrome'],
  [/FxiOS\/|Firefox\//, 'Firefox'],
  [/Safari\//, 'Safari'],
];

const first = (table: Array<[RegExp, string]>, text: string) => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceName(userAgent: string | undefined, appDevice: string | null = null): string {
  const text = userAgent ?? '';
  const parts = [first(SYSTEMS, text), first(BROWSERS, text)].filter((part): part is string => part !== null);
  // The Device header (PWA, APP...) says where the site ran when the user agent says nothing.
  if (parts.length === 0) return appDevice ?? 'Unknown device';
  return parts.join(' · ');
}
