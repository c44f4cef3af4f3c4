/**
 * The one loading state of every remote: idle, loading, ready or failed, with a retry. A load
 * started for an older key is aborted and its answer ignored, so a quick tab switch never shows
 * the wrong list. `initial` seeds the state with data the server handed over: the hook starts
 * ready and asks nothing until the key changes or the player retries. A server-rendered page hands
 * its loads over the same way, by key (ssr/server-loads.ts).
 *
 * Every load is also keyed by the page's language: the server answers in the `Language` the call
 * carries, so a language change (the picker, or a member's own at login) loads everything again
 * and every remote redraws in it without a reload (issue 27).
 */
import { useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { LoadSeedContext } from '../ssr/server-loads';
import { language$ } from '../i18n/i18n';
import { useBehavior } from '../util/use-observable';

/** What a load depends on; compared by value. `null` means there is nothing to load (signed out). */
export type LoadKey = string | number | boolean | null | readonly (string | number | boolean | null | undefined)[];

/** `previous` is the value on screen (with `keep`): a list that grows a page at a time appends to it. */
export type Loader<T> = (signal: AbortSignal, previous: T | undefined) => Promise<T>;

/** With `keep`, a failed load still carries the value shown before it (`value`). */
export type LoadState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown; value?: T };

interface LoadControls {
  /** A request is on its way (also while `keep` leaves the last value on screen). */
  busy: boolean;
  /** Loads again for the same key. */
  retry: () => void;
}

/** A load whose key is never null: never idle. */
export type Load<T> = Exclude<LoadState<T>, { status: 'idle' }> & LoadControls;
/** A load whose key may be null (nothing to load, e.g. signed out): idle meanwhile. */
export type MaybeLoad<T> = LoadState<T> & LoadControls;

export interface LoadOptions<T> {
  /** Data the server handed over for the first key: ready at once, no request. */
  initial?: T;
  /**
   * Keep showing the last value while a new key or a retry loads, and beside a failure (a list
   * that refreshes in place). Without it, every load starts from 'loading'.
   */
  keep?: boolean;
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

function firstState<T>(id: string | null, initial: T | undefined): LoadState<T> {
  if (initial !== undefined) return { status: 'ready', value: initial };
  return id === null ? IDLE : LOADING;
}

export function useLoad<T>(key: Exclude<LoadKey, null>, loader: Loader<T>, options?: LoadOptions<T>): Load<T>;
export function useLoad<T>(key: LoadKey, loader: Loader<T>, options?: LoadOptions<T>): MaybeLoad<T>;
export function useLoad<T>(key: LoadKey, loader: Loader<T>, options: LoadOptions<T> = {}): MaybeLoad<T> {
  const { initial, keep = false } = options;
  const language = useBehavior(language$);
  const id = key === null ? null : JSON.stringify([language, key]);
  const seeds = useContext(LoadSeedContext);
  const instance = useId();
  // Given data, else what the server render loaded for this component and key (the collector on
  // the server, the page's hand-over while hydrating): decided once, on the first render.
  const [seed] = useState<T | undefined>(() =>
    initial !== undefined || id === null || !seeds ? initial : seeds.seed(`${instance}${id}`, loader),
  );
  // The key the seed was asked for; released once this component is on the page (not before: a
  // render React throws away and tries again must get the same seed).
  const [seedKey] = useState(() => (id === null ? null : `${instance}${id}`));
  useEffect(() => {
    if (seedKey !== null) seeds?.release?.(seedKey);
  }, [seeds, seedKey]);
  const [state, setState] = useState<LoadState<T>>(() => firstState(id, seed));
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  // The key the seed belongs to, until the key changes or a retry asks for fresh data.
  const seededFor = useRef(seed !== undefined ? id : undefined);
  // The latest loader, so call sites may pass an inline function: the key decides when to load.
  const latest = useRef(loader);
  // The value on screen, handed to the next load when `keep` is on.
  const shown = useRef<T | undefined>(undefined);
  useEffect(() => {
    latest.current = loader;
    shown.current = state.status === 'ready' || state.status === 'failed' ? state.value : undefined;
  });

  useEffect(() => {
    if (attempt === 0 && id === seededFor.current) return;
    seededFor.current = undefined;
    if (id === null) {
      // oxlint-disable-next-line react/set-state-in-effect -- a load is a request (a side effect): its state starts with it, here, never during render
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    const previous = keep ? shown.current : undefined;
    setState(previous === undefined ? LOADING : { status: 'ready', value: previous });
    setBusy(true);
    latest.current(controller.signal, previous).then(
      (value) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', value });
        setBusy(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(previous === undefined ? { status: 'failed', error } : { status: 'failed', error, value: previous });
        setBusy(false);
      },
    );
    return () => {
      controller.abort();
      setBusy(false);
    };
  }, [id, attempt, keep]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, busy: busy || state.status === 'loading', retry };
}

/** The loaded value, or undefined while there is none (idle, loading, failed). */
export function loadedValue<T>(load: LoadState<T>): T | undefined {
  return load.status === 'ready' ? load.value : undefined;
}

/**
 * What the server loaded for this component and key, without ever loading in the browser: on the
 * server the loader runs as for `useLoad` (within the slot's budget); the hydrating browser gets
 * the page's hand-over; anywhere else, undefined. For a component that keeps its own request in
 * the browser (timing rules of its own) but should not ask again for what the page carries.
 */
export function useHandedOver<T>(key: Exclude<LoadKey, null>, loader: Loader<T>): T | undefined {
  const language = useBehavior(language$);
  const seeds = useContext(LoadSeedContext);
  const instance = useId();
  const [seedKey] = useState(() => `${instance}${JSON.stringify([language, key])}`);
  const [seed] = useState<T | undefined>(() => (seeds ? seeds.seed(seedKey, loader) : undefined));
  // Released once on the page, as useLoad's: a restarted render gets the same value.
  useEffect(() => {
    seeds?.release?.(seedKey);
  }, [seeds, seedKey]);
  return seed;
}
