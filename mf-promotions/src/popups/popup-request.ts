/**
 * The popup banners' request, started when the home mounts instead of after the page has loaded:
 * the popup image is the home's largest paint, and it used to be fetched seconds after everything
 * else (docs/performance.md). The decision (which popups show, or why none) is taken once, when
 * the answer is in, and the images of the popups that will show are fetched at once, so the popup
 * shows whole the moment its code is in.
 */
import { fetchBanners, type Banner } from '../common/banner-api';
import { sessionFlags, type FlagStorage } from '../platform/session-flags';
import { decidePopups, withinWait, type PopupDecision } from './popup-rules';

export interface PopupsDecided {
  decision: PopupDecision;
  /** The popups to show now (none unless the decision is 'shown'). */
  banners: Banner[];
}

export type PopupRequest = Promise<PopupsDecided>;

/**
 * Asks the browser for an image ahead of its `<img>`, which then finds it in the cache. A preload
 * link, not `new Image()`: an image element nothing holds may be collected and its load dropped.
 */
function fetchImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  // The popup covers the page and is its largest paint: its image goes before the tiles below it.
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

export function requestPopups(
  load: (signal: AbortSignal) => Promise<Banner[]> = (signal) => fetchBanners('popup', signal),
  prefetch: (url: string) => void = fetchImage,
  flags: () => FlagStorage | null = sessionFlags,
): PopupRequest {
  return withinWait(load).then((outcome) => {
    const decided = decidePopups(outcome, flags());
    for (const banner of decided.banners) if (banner.imageUrl) prefetch(banner.imageUrl);
    return decided;
  });
}
