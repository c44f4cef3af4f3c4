/**
 * Which of a remote's files the route's preload fetches: the exposed modules' own (sync) chunks,
 * and of their on-demand chunks only the translation catalogues the page will ask for first (the
 * fallback EN and the player's language). A catalogue used to be requested only after its remote's
 * entry had run, one round trip (about 0.6 s on a slow 4G phone) before each remote could draw;
 * every other on-demand chunk (dialogs, popups, rich content) stays on demand.
 *
 * The sync chunks are known from the remotes' manifests as the runtime reads them
 * (`afterLoadSnapshot` in runtime-plugin.ts), before it asks this filter about any file.
 */
// No imports from @m/shared: the runtime plugin that records snapshots runs before the share
// scope exists, and a shared module pulled in here would break the page's start-up.

interface SnapshotModule {
  assets?: { js?: { sync?: unknown } };
}

const syncFiles = new Set<string>();

const fileName = (url: string) => url.split(/[?#]/, 1)[0]!.split('/').pop() ?? '';

/** Notes the sync chunk files of a remote's manifest snapshot; anything else in it is ignored. */
export function recordSnapshot(snapshot: unknown): void {
  const modules = (snapshot as { modules?: unknown } | null)?.modules;
  if (!Array.isArray(modules)) return;
  for (const module of modules as SnapshotModule[]) {
    const sync = module?.assets?.js?.sync;
    if (Array.isArray(sync)) for (const file of sync) if (typeof file === 'string') syncFiles.add(fileName(file));
  }
}

/** The catalogue chunk a remote's `import(./locales/<LANG>.json)` becomes ("locale-PT-BR-json.<hash>.js"). */
const CATALOGUE = /^locale-([A-Z]{2}(?:-[A-Z]{2})?)-json\.[0-9a-f]+\.js$/;

/**
 * A filter for the runtime's `preloadRemote`: `languages()` (the fallback and the player's) is
 * read when the manifests are in.
 */
export function preloadFilter(languages: () => readonly string[]): (url: string) => boolean {
  return (url) => {
    const name = fileName(url);
    if (syncFiles.has(name)) return true;
    const catalogue = CATALOGUE.exec(name);
    return catalogue !== null && languages().includes(catalogue[1]!);
  };
}

/** Tests start from nothing recorded. */
export function forgetSnapshots(): void {
  syncFiles.clear();
}
