/** Dotted version numbers ("2.4.39", "16_4"), compared number by number. */
export type Version = readonly number[];

export function parseVersion(text: string | null | undefined): Version | null {
  if (!text) return null;
  const match = /^\s*v?(\d+(?:[._]\d+)*)/.exec(text);
  if (!match?.[1]) return null;
  return match[1].split(/[._]/).map(Number);
}

/** Negative when a < b, 0 when equal (missing parts count as 0), positive when a > b. */
export function compareVersions(a: Version, b: Version): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export function isAtLeast(version: Version | null, minimum: string): boolean {
  const min = parseVersion(minimum);
  return version !== null && min !== null && compareVersions(version, min) >= 0;
}
