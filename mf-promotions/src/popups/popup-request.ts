/**
 * The popup banners' request, started when the home mounts instead of after the page has loaded:
 * the popup image is the home's largest paint, and it used to be fetched seconds after everything
 * else (docs/performance.md). Their images are fetched as soon as the answer names them, so the
 * popup shows whole the moment its code is in.
 */
import { fetchBanners, type Banner } from '../common/banner-api';
import { withinWait, type WaitOutcome } from './popup-rules';

export type PopupRequest = Promise<WaitOutcome<Banner[]>>;

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

export function requestPopups(load: (signal: AbortSignal) => Promise<Banner[]> = (signal) => fetchBanners('popup', signal), prefetch: (url: string) => void = fetchImage): PopupRequest {
  return withinWait(load).then((outcome) => {
    if (outcome.kind === 'answer') for (const banner of outcome.value) if (banner.popupKey && banner.imageUrl) prefetch(banner.imageUrl);
    return outcome;
  });
}
