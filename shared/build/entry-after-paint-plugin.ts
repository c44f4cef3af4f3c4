/**
 * The host page's entry script, started after the first paint (issue 40): html-webpack-plugin's
 * `<script defer src="main.js">` becomes a preload of the same file, in the same place (its
 * download starts as early as before, ahead of the start-up chunks' preloads), and an inline
 * script that adds the entry once the page has painted. The inline script is the host's own
 * function (shell/src/startup/main-after-paint.ts), written out as source: it runs before any
 * bundle. The server puts the response's nonce on both (server/src/security/shell-page.ts).
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

const NAME = 'EntryAfterPaintPlugin';

type HtmlTag = ReturnType<typeof HtmlWebpackPlugin.createHtmlTagObject>;

/**
 * `tags` with the script of `entryFile` (a path ending in `/<entry>.<hash>.js` or `/<entry>.js`)
 * replaced by its preload and `starter(src)`, an inline script's text; other tags unchanged.
 */
export function startEntryAfterPaint(tags: HtmlTag[], entry: string, starter: (src: string) => string): HtmlTag[] {
  const isEntry = new RegExp(`(?:^|/)${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\.[0-9a-f]+)?\\.js$`);
  return tags.flatMap((tag) => {
    const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
    if (typeof src !== 'string' || !isEntry.test(src)) return [tag];
    const text = starter(src);
    // tsx (esbuild, keepNames) wraps a named arrow function in `__name(...)`, which the page lacks.
    if (/\b__name\(/.test(text))
      throw new Error(`${NAME}: the inline starter uses the build's __name helper; write it without named arrow functions`);
    const crossOrigin: Record<string, string> =
      typeof tag.attributes.crossorigin === 'string' ? { crossorigin: tag.attributes.crossorigin } : {};
    return [
      // Low priority: it runs after the first paint, so the page's CSS and high-priority images go
      // first (and Lighthouse's simulation does not count it as blocking that paint).
      HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', ...crossOrigin, href: src }),
      HtmlWebpackPlugin.createHtmlTagObject('script', {}, text),
    ];
  });
}

export class EntryAfterPaintPlugin {
  /** `starter(src)`: the inline script that adds the entry script `src` to the page. */
  constructor(
    private readonly starter: (src: string) => string,
    private readonly entry = 'main',
  ) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => ({
        ...data,
        headTags: startEntryAfterPaint(data.headTags, this.entry, this.starter),
        bodyTags: startEntryAfterPaint(data.bodyTags, this.entry, this.starter),
      }));
    });
  }
}
