import { act, render, screen } from '@testing-library/react';
import { i18n, i18nextCode } from '@m/shared';
import EN from '../locales/EN.json';
import { AppNewsSection, type LoadAppNews } from './app-news-section';
import { formatLocalDay as formatNewsDate } from '@m/shared';
import { appNewsItems } from './app-news-items';
import type { AppAnnouncement } from './app-news-api';

const announcement = (id: number, startTime: string, title: string, content: string): AppAnnouncement => ({
  id,
  type: 'PR',
  platform: ['M'],
  category: 'app_download',
  title,
  content,
  startTime,
  endTime: null,
});

const news = [
  announcement(1, '2026-03-02T12:00:00Z', 'How to install', '<ol><li>Download the file</li><li>Open it</li></ol>'),
  announcement(
    2,
    '2026-05-20T12:00:00Z',
    'Version 2.5',
    '<p>Faster <b>login</b>.</p><img src=x onerror="window.__x=1"><script>window.__x=2</script>',
  ),
];

beforeAll(() => i18n.addResourceBundle(i18nextCode('EN'), 'pwa', EN, true, true));

async function renderWith(load: LoadAppNews) {
  const view = render(<AppNewsSection load={load} />);
  // Let the answer arrive.
  await act(async () => {
    await Promise.resolve();
  });
  return view;
}

describe('the app news on the download page', () => {
  it('lists the announcements newest first under a heading, with date and text content', async () => {
    const { container } = await renderWith(() => Promise.resolve(news));
    expect(screen.getByRole('heading', { level: 2, name: 'App news' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual(['Version 2.5', 'How to install']);
    expect(items[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-05-20T12:00:00Z');
    expect(items[0]!.querySelector('time')?.textContent).toBe('May 20, 2026');
    expect([...items[0]!.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Faster login.']);
    expect([...items[1]!.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Download the file', 'Open it']);
    // No markup of the operator's reaches the page.
    expect(container.querySelectorAll('img, script, b, ol')).toHaveLength(0);
  });

  it('shows nothing at all, not even the heading, when there is no news', async () => {
    const { container } = await renderWith(() => Promise.resolve([]));
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing when the call fails', async () => {
    const { container } = await renderWith(() => Promise.reject(new Error('offline')));
    expect(container.innerHTML).toBe('');
  });

  it('asks with a signal it aborts when the page goes away', async () => {
    const signals: AbortSignal[] = [];
    const view = await renderWith((signal) => {
      signals.push(signal);
      return new Promise(() => undefined);
    });
    view.unmount();
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });
});

describe('app news items', () => {
  it('formats the date in the player locale', () => {
    expect(formatNewsDate('2026-05-20T12:00:00Z', 'pt-BR')).toBe(
      new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium' }).format(new Date('2026-05-20T12:00:00Z')),
    );
    expect(formatNewsDate('2026-05-20T12:00:00Z', 'zh-CN')).toContain('2026');
    expect(formatNewsDate('not a date', 'en')).toBe('');
  });

  it('leaves out an announcement with neither title nor text, and strips markup from titles', () => {
    const items = appNewsItems(
      [
        announcement(3, '2026-01-01T00:00:00Z', '<img src=x>', '<br>'),
        announcement(4, '2026-01-01T00:00:00Z', 'New &amp; <i>improved</i>', ''),
      ],
      'en',
    );
    expect(items.map((item) => ({ id: item.id, title: item.title, lines: item.lines }))).toEqual([
      { id: '4', title: 'New & improved', lines: [] },
    ]);
  });
});
