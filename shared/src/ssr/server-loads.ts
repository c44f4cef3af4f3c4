/**
 * Server rendering and `useLoad` (issue 23): the data a first view needs is fetched on the server
 * by the very loaders the components use, then handed to the browser inside the page, so that no
 * call is made twice and the hydrating render draws exactly what the server drew.
 *
 * On the server, a render runs inside a `ServerLoadCollector` (React context): a `useLoad` whose
 * key has no value yet registers its loader and renders its loading state; the renderer runs the
 * registered loaders (within its budget) and renders again, now with the values. In the browser,
 * a parcel hydrating server HTML gets the values its slot was rendered with (`HandedOverLoads`)
 * and each seeds its `useLoad` once.
 *
 * Values are keyed by the component's `useId()` and its load key: two components may use the same
 * key for different loaders (the games lobby keys three lists by language), and `useId` is the
 * same on the server and in the hydrating browser for the same tree.
 */
import { createContext } from 'react';

type AnyLoader = (signal: AbortSignal, previous: undefined) => Promise<unknown>;

/** Where `useLoad` finds a first value: the server's collector, or a hydrating parcel's hand-over. */
export interface LoadSeeds {
  seed<T>(id: string, loader: (signal: AbortSignal, previous: T | undefined) => Promise<T>): T | undefined;
  /** The component seeded with `id` is on the page: its value is not handed to a later mount. */
  release?(id: string): void;
}

export class ServerLoadCollector implements LoadSeeds {
  private readonly values = new Map<string, unknown>();
  private readonly pending = new Map<string, AnyLoader>();

  /** The value loaded for `id`, or undefined after registering `loader` for the next round. */
  seed<T>(id: string, loader: (signal: AbortSignal, previous: T | undefined) => Promise<T>): T | undefined {
    if (this.values.has(id)) return this.values.get(id) as T;
    if (!this.pending.has(id)) this.pending.set(id, loader as AnyLoader);
    return undefined;
  }

  /** Whether the last render asked for data it did not have. */
  get wanting(): boolean {
    return this.pending.size > 0;
  }

  /**
   * Runs the loaders the last render registered, each bounded by `signal`. A failed or late one is
   * left out: its component renders loading on both sides and loads in the browser, as before.
   * Values go through JSON so the server renders exactly what the browser will be handed.
   */
  async load(signal: AbortSignal): Promise<void> {
    const round = [...this.pending];
    this.pending.clear();
    // A loader that ignores its signal must not hold the page: each is raced against it.
    const aborted = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(new Error('late'));
      signal.addEventListener('abort', () => reject(new Error('late')), { once: true });
    });
    aborted.catch(() => undefined);
    await Promise.all(
      round.map(async ([id, loader]) => {
        try {
          const value = await Promise.race([loader(signal, undefined), aborted]);
          if (!signal.aborted && value !== undefined) this.values.set(id, JSON.parse(JSON.stringify(value)) as unknown);
        } catch {
          // the browser loads it (and shows its own failure if it fails there too)
        }
      }),
    );
  }

  /** Everything loaded, for the page: `{ [key]: value }`. */
  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.values);
  }
}

export const LoadSeedContext = createContext<LoadSeeds | null>(null);

/**
 * A slot's loads as the page carries them, each taken once (a later mount loads fresh data).
 * Taken means committed, not rendered: React may render a component and throw that render away
 * (time-sliced hydration yields, a Suspense boundary restarts), and the render it tries again must
 * get the same value, or it draws loading where the server drew the list (React #418, the
 * server's HTML thrown away). `useLoad` releases its value from an effect, once it is on the page.
 */
export class HandedOverLoads implements LoadSeeds {
  private readonly values: Map<string, unknown>;

  constructor(values: unknown) {
    this.values = new Map(typeof values === 'object' && values !== null && !Array.isArray(values) ? Object.entries(values) : []);
  }

  seed<T>(id: string): T | undefined {
    return this.values.get(id) as T | undefined;
  }

  release(id: string): void {
    this.values.delete(id);
  }
}
