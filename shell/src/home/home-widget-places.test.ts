/**
 * Issue 37: a home widget the browser has to draw (the server left it: a cold render thread, a
 * flood) keeps the place it will take from the first paint, so nothing below it moves when it
 * arrives. The places are the widgets' own (HOME_WIDGET_PLACES, which mf-pwa's bar and
 * mf-promotions' banner and marquee draw with); the page's first CSS (index.html) must reserve
 * exactly them for a slot still loading.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HOME_WIDGET_PLACES } from '@m/shared';

const css = fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the rules whose selector list names `.remote-slot--widget[data-module="<module>"]` (until mounted, with `loading`), outside media queries. */
function declarationsFor(module: string, state: 'loading' | 'any'): string {
  const plain = css.replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*[^}]*\}/g, '');
  const found: string[] = [];
  for (const [, selectors = '', body = ''] of plain.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const names = selectors.split(',').map((selector) => selector.trim());
    const base = `.remote-slot--widget[data-module="${module}"]`;
    if (names.includes(base) || (state === 'loading' && names.includes(`${base}:not([data-remote-version]):not([data-mounted])`)))
      found.push(body);
  }
  return found.join(';');
}

describe('the home widgets keep their place while the browser draws them', () => {
  test.each(Object.entries(HOME_WIDGET_PLACES))("%s: the loading slot reserves the widget's own size", (module, place) => {
    const declared = declarationsFor(module, 'loading');
    if ('heightPx' in place) expect(declared).toContain(`min-height:${place.heightPx}px`);
    if ('aspectRatio' in place) expect(declared.replace(/\s/g, '')).toContain(`aspect-ratio:${place.aspectRatio.replace(/\s/g, '')}`);
  });

  test('an installed app reserves nothing for the download bar, which never shows there', () => {
    const standalone = /@media \(display-mode:standalone\)[^{]*\{([^}]*\{[^}]*\})\}/.exec(css)?.[1] ?? '';
    expect(standalone).toContain('[data-module="./DownloadBar"]:not([data-remote-version]):not([data-mounted]){min-height:8px}');
  });
});
