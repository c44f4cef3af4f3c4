/**
 * Draws one slot of a route on the server (issue 23): the parcel of the remote version the
 * merchant's registry names, with the data its first view needs, within a time budget. Whatever
 * goes wrong (no server entry, a throw, too slow) the answer is null, and the page carries the
 * slot's usual placeholder: the browser loads and mounts that area as it does without server
 * rendering. The page never fails because a remote did.
 */
import { renderToString } from 'react-dom/server';
import { LoadSeedContext, ServerLoadCollector, collectStyles, type ParcelProps, type RemoteName, type ServerEntryRef } from '@m/shared';
import type { RemoteContainers } from './remote-containers';
import { takeResourceHints } from './resource-hints';
import type { RenderedSlot } from '../federation/server-slots';
import { drawWith, type RequestState } from './request-state';

export interface SlotRequest {
  remote: RemoteName;
  module: string;
  entry: ServerEntryRef;
  props: ParcelProps;
}

/** Rounds of "draw, load what it asked for, draw again": a list whose items load their own details is two. */
const MAX_ROUNDS = 3;

class Late extends Error {}

function within<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Late());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Late());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type SlotOutcome =
  /** `complete`: every load the view asked for came back (the slot may be kept, slot-cache.ts). */
  | { slot: RenderedSlot; ms: number; styles: Map<string, string>; complete: boolean; hints: string[] }
  | { slot: null; ms: number; reason: 'late' | 'failed'; error?: unknown };

export async function renderSlot(
  containers: RemoteContainers,
  slot: SlotRequest,
  state: RequestState,
  budgetMs: number,
): Promise<SlotOutcome> {
  const started = performance.now();
  const signal = AbortSignal.timeout(budgetMs);
  const ms = () => Math.round(performance.now() - started);
  try {
    // A first load of a version may take longer than the budget: it goes on in the background
    // and the next request finds it ready.
    const parcel = await within(containers.parcel(slot.entry, slot.module), signal);
    await within(parcel.prepare(state.language), signal);
    const collector = new ServerLoadCollector();
    const styles = new Map<string, string>();
    const { Component } = parcel;
    const draw = () =>
      drawWith(state, () =>
        collectStyles(styles, () =>
          renderToString(
            <LoadSeedContext.Provider value={collector}>
              <Component {...slot.props} />
            </LoadSeedContext.Provider>,
          ),
        ),
      );
    let html = draw();
    for (let round = 1; round < MAX_ROUNDS && collector.wanting && !signal.aborted; round += 1) {
      await collector.load(signal);
      html = draw();
    }
    const { hints, html: fragment } = takeResourceHints(html);
    return {
      slot: { html: fragment, version: slot.entry.version, loads: collector.toJSON() },
      ms: ms(),
      styles,
      complete: !collector.wanting,
      hints,
    };
  } catch (error) {
    if (error instanceof Late) return { slot: null, ms: ms(), reason: 'late' };
    return { slot: null, ms: ms(), reason: 'failed', error };
  }
}
