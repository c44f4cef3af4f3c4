/**
 * Notices, confirms, toasts and the loading indicator of every bundle go through this one store
 * and are drawn by the shell's overlay host, so they look and stack the same whichever remote
 * raised them. Texts are plain strings: they are rendered as text, never as markup.
 */
import { BehaviorSubject } from 'rxjs';

export interface NoticeOverlay {
  kind: 'notice';
  id: number;
  title?: string;
  message: string;
  button?: string;
  resolve: () => void;
}

export interface ConfirmOverlay {
  kind: 'confirm';
  id: number;
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  resolve: (confirmed: boolean) => void;
}

export interface ToastOverlay {
  kind: 'toast';
  id: number;
  message: string;
}

export type Overlay = NoticeOverlay | ConfirmOverlay | ToastOverlay;

export const overlays$ = new BehaviorSubject<Overlay[]>([]);
export const loading$ = new BehaviorSubject<number>(0);

let nextId = 1;

function add(overlay: Overlay): void {
  overlays$.next([...overlays$.value, overlay]);
}

export function removeOverlay(id: number): void {
  overlays$.next(overlays$.value.filter((o) => o.id !== id));
}

/** A notice with one button; resolves when the player closes it. */
export function showNotice(options: { title?: string; message: string; button?: string }): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    add({
      kind: 'notice',
      id,
      ...options,
      resolve: () => {
        removeOverlay(id);
        resolve();
      },
    });
  });
}

/** A confirm with two buttons; resolves true when the player confirms. */
export function showConfirm(options: { title?: string; message: string; confirmText?: string; cancelText?: string }): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    add({
      kind: 'confirm',
      id,
      ...options,
      resolve: (ok) => {
        removeOverlay(id);
        resolve(ok);
      },
    });
  });
}

/** A toast that disappears by itself after `durationMs`. Identical toasts do not stack. */
export function showToast(message: string, durationMs: number): void {
  if (overlays$.value.some((o) => o.kind === 'toast' && o.message === message)) return;
  const id = nextId++;
  add({ kind: 'toast', id, message });
  setTimeout(() => removeOverlay(id), durationMs);
}

/** Shows the loading indicator until the returned function is called (counted). */
export function showLoading(): () => void {
  loading$.next(loading$.value + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    loading$.next(Math.max(0, loading$.value - 1));
  };
}
