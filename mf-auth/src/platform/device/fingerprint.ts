/**
 * A browser fingerprint (SPEC 4 "Device id: … else from a browser fingerprint"): a hash of the
 * stable properties of this browser and screen, formatted like a UUID (36 characters), so the
 * same phone keeps its id when storage was cleared. Synchronous on purpose: the id is needed
 * while a login request is being built.
 */

/** Properties that do not change between visits of one browser on one device. */
export function stableProperties(nav: Navigator, scr: Screen | undefined, timeZone: string | undefined): string[] {
  const n = nav as Navigator & { deviceMemory?: number };
  return [
    n.userAgent,
    n.language,
    (n.languages ?? []).join(','),
    n.platform,
    String(n.hardwareConcurrency ?? ''),
    String(n.deviceMemory ?? ''),
    String(n.maxTouchPoints ?? ''),
    scr ? `${scr.width}x${scr.height}x${scr.colorDepth}` : '',
    typeof devicePixelRatio === 'number' ? String(devicePixelRatio) : '',
    timeZone ?? '',
  ];
}

/** cyrb128: a fast 128-bit string hash (four 32-bit lanes); not cryptographic, not meant to be. */
export function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** 128 bits as 8-4-4-4-12 hexadecimal groups: 36 characters. */
export function formatAsUuid(words: [number, number, number, number]): string {
  const hex = words.map((w) => w.toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Null when the environment offers nothing to fingerprint. */
export function browserFingerprint(): string | null {
  if (typeof navigator === 'undefined' || !navigator.userAgent) return null;
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  return formatAsUuid(hash128(stableProperties(navigator, typeof screen === 'undefined' ? undefined : screen, timeZone).join('|')));
}
