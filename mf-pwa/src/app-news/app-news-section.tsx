/**
 * The download page's "App news": the merchant's app_download announcements (a new version, how
 * to install), newest first, as plain text. Nothing at all while loading, when there are none or
 * when the call fails: the download buttons above never depend on it.
 */
import { useEffect, useState } from 'react';
import { htmlLang, language$, useBehavior, useTranslation } from '@m/shared';
import { fetchAppNews, type AppAnnouncement } from './app-news-api';
import { appNewsItems } from './app-news-items';

export type LoadAppNews = (signal: AbortSignal) => Promise<AppAnnouncement[]>;

export function AppNewsSection({ load = fetchAppNews }: { load?: LoadAppNews }) {
  const { t } = useTranslation('pwa');
  const language = useBehavior(language$);
  const [news, setNews] = useState<AppAnnouncement[]>([]);

  // The server answers in the player's language: ask again when it changes.
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setNews(value);
      },
      () => {
        if (!controller.signal.aborted) setNews([]);
      },
    );
    return () => controller.abort();
  }, [load, language]);

  const items = appNewsItems(news, htmlLang(language));
  if (items.length === 0) return null;
  return (
    <section className="pwa-news" aria-labelledby="pwa-app-news-title" data-testid="app-news">
      <h2 id="pwa-app-news-title">{t('app_news_title')}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} data-testid="app-news-item">
            <article aria-labelledby={`pwa-app-news-${item.id}`}>
              <h3 id={`pwa-app-news-${item.id}`}>{item.title}</h3>
              {item.date && <time dateTime={item.dateTime}>{item.date}</time>}
              {item.lines.map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
