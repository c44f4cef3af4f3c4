/**
 * Inserts a network's script as the snippets do (async, never blocking parsing or the first
 * view). A script that fails to load only costs that channel: its queue simply never drains.
 */
export type LoadScript = (url: string, onLoad?: () => void) => void;

export function scriptLoader(doc: Document = document): LoadScript {
  return (url, onLoad) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = url;
    script.dataset.channelScript = '';
    if (onLoad) script.addEventListener('load', onLoad, { once: true });
    script.addEventListener('error', () => console.warn(`[tracking] ${url} did not load; its channel receives nothing on this page`), {
      once: true,
    });
    doc.head.appendChild(script);
  };
}
