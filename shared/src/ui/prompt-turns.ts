/**
 * Prompts nobody asked for (the promotion popup, the install hint) take turns: one at a time, in
 * PROMPT_ORDER, and never over a sheet, dialog or notice the player has open (issue 27: on iPhone
 * the popup and the install help used to open together). They come from different remotes, which
 * never import each other: this store lives in @m/shared, one instance per page (a singleton in
 * the federation's share scope).
 *
 * - `expectPrompt(kind)`: the kind may come on this page (its data is on the way); every later
 *   kind waits until it has shown and closed, or is withdrawn.
 * - `whenTurn(kind, show)`: `show` runs once nothing else is showing or open and no earlier kind
 *   is expected; the turn ends with `done()` (the prompt closed) or `cancel()` (never shown).
 * - `userOverlayOpened()`: a sheet or dialog the player opened (the language list, the login
 *   dialog); prompts wait until it closes.
 */
import { BehaviorSubject, type Subscription } from 'rxjs';
import { overlays$ } from './overlay-store';

export const PROMPT_ORDER = ['promo-popup', 'install'] as const;
export type PromptKind = (typeof PROMPT_ORDER)[number];

interface TurnState {
  expected: readonly PromptKind[];
  showing: PromptKind | null;
  userOpen: number;
}

const state$ = new BehaviorSubject<TurnState>({ expected: [], showing: null, userOpen: 0 });

function update(change: (state: TurnState) => Partial<TurnState>): void {
  state$.next({ ...state$.value, ...change(state$.value) });
}

function withoutOne(list: readonly PromptKind[], kind: PromptKind): PromptKind[] {
  const at = list.indexOf(kind);
  return at < 0 ? [...list] : [...list.slice(0, at), ...list.slice(at + 1)];
}

/** Returns the withdrawal (safe to call more than once, and after the prompt has shown). */
export function expectPrompt(kind: PromptKind): () => void {
  update((s) => ({ expected: [...s.expected, kind] }));
  let withdrawn = false;
  return () => {
    if (withdrawn) return;
    withdrawn = true;
    update((s) => ({ expected: withoutOne(s.expected, kind) }));
  };
}

export function userOverlayOpened(): () => void {
  update((s) => ({ userOpen: s.userOpen + 1 }));
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    update((s) => ({ userOpen: Math.max(0, s.userOpen - 1) }));
  };
}

/** True when `kind` may show now, given what is open and what earlier kinds are still expected. */
export function turnFree(state: TurnState, kind: PromptKind, blockingOverlays: number): boolean {
  if (state.showing !== null || state.userOpen > 0 || blockingOverlays > 0) return false;
  const rank = PROMPT_ORDER.indexOf(kind);
  return !state.expected.some((other) => PROMPT_ORDER.indexOf(other) < rank);
}

export interface PromptTurn {
  /** The prompt has closed: the next one may come. */
  done(): void;
  /** No longer wanted (unmounted before its turn, or closed): frees the turn if it was taken. */
  cancel(): void;
}

/** `show` returning `false` means it has nothing to show after all: the turn passes on at once. */
export function whenTurn(kind: PromptKind, show: () => boolean | void): PromptTurn {
  let mine = false;
  let settled = false;
  const subscriptions: Subscription[] = [];
  const blocking = () => overlays$.value.filter((o) => o.kind !== 'toast').length;
  // Two sources (the turns, and the notices every bundle raises): either may free the turn.
  const check = () => {
    if (settled || !turnFree(state$.value, kind, blocking())) return;
    settled = true;
    queueMicrotask(() => subscriptions.forEach((s) => s.unsubscribe()));
    mine = true;
    update((s) => ({ showing: kind, expected: withoutOne(s.expected, kind) }));
    if (show() === false) end();
  };
  function end(): void {
    settled = true;
    subscriptions.forEach((s) => s.unsubscribe());
    if (!mine) return;
    mine = false;
    update(() => ({ showing: null }));
  }
  subscriptions.push(state$.subscribe(check), overlays$.subscribe(check));
  return { done: end, cancel: end };
}

/** For tests: back to an empty page. */
export function resetPromptTurns(): void {
  state$.next({ expected: [], showing: null, userOpen: 0 });
}
