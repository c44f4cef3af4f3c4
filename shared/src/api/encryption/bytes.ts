/**
 * Byte helpers that work the same in browsers and Node 20 (btoa/atob are global in both), and
 * across realms (jsdom's Uint8Array is not Node's, so nothing here uses instanceof).
 */

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function toBase64(bytes: Uint8Array): string {
  return btoa(toBinaryString(bytes));
}

/** Standard base64 (with padding) to bytes; throws on anything else. */
export function fromBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new Error('not standard base64');
  return fromBinaryString(atob(text));
}

export function toBinaryString(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short on large payloads.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return binary;
}

export function fromBinaryString(binary: string): Uint8Array {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
