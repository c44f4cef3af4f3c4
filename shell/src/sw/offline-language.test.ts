/**
 * @jest-environment node
 */
/**
 * The worker's offline page follows the player's language (issue 37): a copy in another language
 * is fetched again in the one asked for; one already in it is kept; offline the old one stays.
 */
import { offlineLanguageMessage, pageLanguage, refreshOfflinePage, requestedLanguage, type OfflinePageStore } from './offline-language';

const page = (lang: string, title: string) =>
  new Response(`<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body></body></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

function store(current: Response | undefined, network: (url: string) => Promise<Response>) {
  const asked: string[] = [];
  const kept: string[] = [];
  const value: OfflinePageStore = {
    current: () => Promise.resolve(current),
    fetchPage: (url) => {
      asked.push(url);
      return network(url);
    },
    keep: async (response) => {
      kept.push(await response.text());
    },
  };
  return { value, asked, kept };
}

describe("the offline page's language", () => {
  it('fetches the page again in the language the player chose since', async () => {
    const { value, asked, kept } = store(page('en', 'You are offline'), () => Promise.resolve(page('th', 'คุณออฟไลน์อยู่')));
    await expect(refreshOfflinePage('TH', value)).resolves.toBe('refreshed');
    expect(asked).toEqual(['/m/offline.html?lang=TH']);
    expect(kept).toHaveLength(1);
    expect(pageLanguage(kept[0]!)).toBe('th');
  });

  it('keeps a copy already in that language, and fetches none', async () => {
    const { value, asked } = store(page('pt-br', 'Você está offline'), () => Promise.reject(new Error('no network')));
    await expect(refreshOfflinePage('PT-BR', value)).resolves.toBe('kept');
    expect(asked).toEqual([]);
  });

  it('asks once for a language whose page says it otherwise (CN is zh-CN) or comes in the default', async () => {
    const first = store(page('en', 'You are offline'), () => Promise.resolve(page('zh-CN', '您已离线')));
    await expect(refreshOfflinePage('CN', first.value)).resolves.toBe('refreshed');
    // The copy kept carries the language it was asked in: the next page start fetches nothing.
    let kept: Response | undefined;
    const again: OfflinePageStore = {
      current: () => Promise.resolve(kept),
      fetchPage: () => Promise.reject(new Error('fetched again')),
      keep: async () => undefined,
    };
    await refreshOfflinePage('CN', { ...first.value, keep: async (response) => void (kept = response) });
    await expect(refreshOfflinePage('CN', again)).resolves.toBe('kept');
    expect(await kept!.text()).toContain('您已离线');
  });

  it('keeps the old copy when the page cannot be fetched (offline, an error page)', async () => {
    const offline = store(page('en', 'x'), () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(refreshOfflinePage('VI', offline.value)).resolves.toBe('failed');
    const failing = store(page('en', 'x'), () =>
      Promise.resolve(new Response('busy', { status: 503, headers: { 'content-type': 'text/plain' } })),
    );
    await expect(refreshOfflinePage('VI', failing.value)).resolves.toBe('failed');
    expect([...offline.kept, ...failing.kept]).toEqual([]);
  });

  it('reads only its own message, with a language code', () => {
    expect(requestedLanguage(offlineLanguageMessage('pt-BR'))).toBe('PT-BR');
    expect(requestedLanguage({ type: 'SKIP_WAITING' })).toBeNull();
    expect(requestedLanguage({ type: 'OFFLINE_LANGUAGE', language: '"><script>' })).toBeNull();
    expect(requestedLanguage(null)).toBeNull();
  });
});
