/**
 * The download page's layout by release: 1.1.0 introduced the "hero" header (icon, name and
 * rating side by side on the brand colour) that operators trial on one merchant by pinning it
 * (`pnpm merchant pin lotus mf-pwa 1.1.0`) before it becomes the default. Decided by the version
 * the bundle was built as (__BUNDLE_VERSION__), so each published version folder keeps its look.
 */
export type DownloadPageLayout = 'classic' | 'hero';

const HERO_SINCE: [number, number, number] = [1, 1, 0];

export function downloadPageLayout(version: string): DownloadPageLayout {
  const parts = /^(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1).map(Number);
  if (!parts) return 'classic';
  for (let i = 0; i < 3; i += 1) {
    if (parts[i]! !== HERO_SINCE[i]) return parts[i]! > HERO_SINCE[i]! ? 'hero' : 'classic';
  }
  return 'hero';
}
