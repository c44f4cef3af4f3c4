import HtmlWebpackPlugin from 'html-webpack-plugin';
import { startEntryAfterPaint } from './entry-after-paint-plugin';

const tag = (tagName: string, attributes: Record<string, string | boolean>) => HtmlWebpackPlugin.createHtmlTagObject(tagName, attributes);

describe('the entry script started after the first paint', () => {
  it('becomes a preload in its place and an inline starter; other scripts and links stay', () => {
    const head = [
      tag('script', { defer: true, src: '/m/assets/main.66e30b9e.js' }),
      tag('link', { rel: 'preload', as: 'script', href: '/m/assets/205.695e3c15.js' }),
      tag('script', { defer: true, src: '/m/assets/domain.1234abcd.js' }),
    ];
    const out = startEntryAfterPaint(head, 'main', (src) => `start(${JSON.stringify(src)})`);
    expect(out.map((t) => [t.tagName, t.attributes, t.innerHTML])).toEqual([
      ['link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/m/assets/main.66e30b9e.js' }, undefined],
      ['script', {}, 'start("/m/assets/main.66e30b9e.js")'],
      ['link', { rel: 'preload', as: 'script', href: '/m/assets/205.695e3c15.js' }, undefined],
      ['script', { defer: true, src: '/m/assets/domain.1234abcd.js' }, undefined],
    ]);
  });

  it('keeps the CORS mode of a cross-origin entry, so the preloaded response is the one used', () => {
    const out = startEntryAfterPaint([tag('script', { src: 'https://cdn.example/m/main.js', crossorigin: 'anonymous' })], 'main', () => '');
    expect(out[0]!.attributes).toEqual({
      rel: 'preload',
      as: 'script',
      fetchpriority: 'low',
      crossorigin: 'anonymous',
      href: 'https://cdn.example/m/main.js',
    });
  });

  it('refuses a starter that would call a helper the page does not have', () => {
    const starter = () => '(function s(){const f=__name(()=>1,"f")})()';
    expect(() => startEntryAfterPaint([tag('script', { src: '/m/assets/main.1a2b3c4d.js' })], 'main', starter)).toThrow(/__name/);
  });
});
