/**
 * Requests to open a login or register dialog (SPEC 2 "Login and register pages are opened when
 * the corresponding dialog function is absent"): each request waits a short time for mf-auth's
 * `auth.dialog.opened`; a request nobody answers in time, or made while mf-auth cannot be
 * loaded, becomes the page (/m/login, /m/register) instead.
 */
export type DialogKind = 'login' | 'register';

export interface DialogRequest {
  requestId: string;
  dialog: DialogKind;
  reason?: string;
}

/** Long enough to load mf-auth on a phone; short enough that a tap never looks ignored. */
export const DIALOG_ANSWER_MS = 4000;

export interface DialogRequestsOptions {
  answerMs?: number;
  /** Opens the page of an unanswered request. */
  fallback: (dialog: DialogKind) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class DialogRequests {
  private readonly waiting = new Map<string, { request: DialogRequest; timer: unknown }>();
  private unavailable = false;

  constructor(private readonly options: DialogRequestsOptions) {}

  /** Returns true when the request should go to mf-auth, false when it went to the page at once. */
  add(request: DialogRequest): boolean {
    if (this.waiting.has(request.requestId)) return true;
    if (this.unavailable) {
      this.options.fallback(request.dialog);
      return false;
    }
    const setTimer = this.options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    const timer = setTimer(() => this.giveUp(request.requestId), this.options.answerMs ?? DIALOG_ANSWER_MS);
    this.waiting.set(request.requestId, { request, timer });
    return true;
  }

  answered(requestId: string): void {
    const entry = this.waiting.get(requestId);
    if (!entry) return;
    (this.options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)))(entry.timer);
    this.waiting.delete(requestId);
  }

  /** mf-auth cannot be loaded (or broke while mounting): every waiting request becomes its page. */
  markUnavailable(): void {
    this.unavailable = true;
    for (const id of this.waiting.keys()) this.giveUp(id);
  }

  isWaiting(requestId: string): boolean {
    return this.waiting.has(requestId);
  }

  private giveUp(requestId: string): void {
    const entry = this.waiting.get(requestId);
    if (!entry) return;
    (this.options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)))(entry.timer);
    this.waiting.delete(requestId);
    this.options.fallback(entry.request.dialog);
  }
}
