/**
 * The fingerprint of a deployment (SPEC section 4 "Update check"): SHA-256 over the shell's
 * build manifest (/m/asset-manifest.json) and the system-wide asset and resource lists. Keys are
 * sorted first, so the same content always gives the same hash whatever order a server writes.
 */
import { sha256Hex } from './sha256';

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface AssetLists {
  assetManifest: unknown;
  systemAssets: unknown;
  systemResources: unknown;
}

export function hashAssetLists(lists: AssetLists): Promise<string> {
  return sha256Hex(canonicalJson([lists.assetManifest, lists.systemAssets, lists.systemResources]));
}
