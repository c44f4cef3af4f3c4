/**
 * Preload links, in the host's index.html, for every script its start-up needs before the first
 * render: the chunks of the entry's `import('./bootstrap')` and, transitively, the fallback chunks
 * of the shared modules (react-dom, react-router…) those chunks consume. Without them the browser
 * discovers these scripts in waves, each one only after the previous wave has run: on a slow 4G
 * phone three waves cost about two seconds before anything showed (docs/performance.md). The
 * chunks of lazily loaded routes and dialogs stay out: only what every first view runs.
 *
 * Links take the CORS mode of webpack's own chunk scripts, so the browser reuses the preloaded
 * response; the server gives them the page's CSP nonce. They are fetched at low priority, after
 * what the first paint needs.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

const NAME = 'StartupPreloadPlugin';

/** What the module federation plugins' shared modules expose of themselves (webpack's own types do not). */
interface SharedModuleFields {
  options?: { shareKey?: string };
  _name?: string;
}

/**
 * The share key a shared module stands for: `consume-shared-module`s are what code imports,
 * `provide-module`s what this build puts in the share scope for them.
 */
function shareKey(module: webpack.Module, type: 'consume-shared-module' | 'provide-module'): string | null {
  if (module.type !== type) return null;
  const fields = module as unknown as SharedModuleFields;
  return (type === 'consume-shared-module' ? fields.options?.shareKey : fields._name) ?? null;
}

/**
 * The chunks an entry loads before its first render: those of the entry modules' dynamic imports
 * (the bootstrap) and, transitively, for each shared module they consume, the chunks of the
 * module this build provides for it (the host's own copy is the one the share scope hands out),
 * or of the consumer's fallback when it provides none. Chunks without a script left out.
 */
export function startupChunks(compilation: webpack.Compilation, entry: string): webpack.Chunk[] {
  const group = compilation.entrypoints.get(entry);
  if (!group) return [];
  const { chunkGraph } = compilation;
  const own = new Set(group.chunks);
  const provided = new Map<string, webpack.Module>();
  for (const module of compilation.modules) {
    const key = shareKey(module, 'provide-module');
    if (key !== null) provided.set(key, module);
  }
  const found = new Set<webpack.Chunk>();
  const queue: webpack.Chunk[] = [];
  const addBlocks = (module: webpack.Module) => {
    for (const block of module.blocks) {
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
        if (own.has(chunk) || found.has(chunk)) continue;
        found.add(chunk);
        queue.push(chunk);
      }
    }
  };
  for (const chunk of group.chunks) for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) addBlocks(module);
  const seenKeys = new Set<string>();
  while (queue.length > 0) {
    const chunk = queue.shift()!;
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const key = shareKey(module, 'consume-shared-module');
      if (key === null || seenKeys.has(key)) continue;
      seenKeys.add(key);
      addBlocks(provided.get(key) ?? module);
    }
  }
  return [...found].filter((chunk) => [...chunk.files].some((file) => file.endsWith('.js')));
}

export class StartupPreloadPlugin {
  constructor(private readonly entry = 'main') {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        // Only the page that runs the entry (the offline page has no scripts).
        if (!data.bodyTags.concat(data.headTags).some((tag) => tag.tagName === 'script')) return data;
        const publicPath = data.publicPath;
        const files = startupChunks(compilation, this.entry).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        // The CORS mode webpack's chunk loading will use: it marks a chunk script crossorigin only
        // when it comes from another origin than the page, and only a preload made the same way is reused.
        const crossOrigin: Record<string, string> = /^(?:[a-z]+:)?\/\//i.test(publicPath) ? { crossorigin: 'anonymous' } : {};
        // Low priority: none of them runs before the first paint (the start-up runs after it), so the
        // page's CSS and its high-priority images (the largest paint) are fetched first. Lighthouse's
        // simulated throttling otherwise counts every high-priority script as blocking the first
        // paint: 11 files, about 200 KB, put its simulated FCP at 2.3-2.5 s against a measured 0.8 s.
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            fetchpriority: 'low',
            ...crossOrigin,
            href: publicPath + file,
          }),
        );
        // After the entry's own script: it is what runs first, and a browser with six connections
        // per host (HTTP/1.1) must not queue it behind the chunks it will ask for.
        return { ...data, headTags: [...data.headTags, ...links] };
      });
    });
  }
}
