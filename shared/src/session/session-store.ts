/**
 * The observable session store every bundle reads. The shell writes it at start-up (stored
 * session, or a token from the query); mf-auth writes it on sign-in; session expiry clears it.
 */
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { bus } from '../bus/event-bus';
import { webStorage } from '../util/safe-storage';
import { SESSION_STORAGE_KEY, parseSessionInfo, type SessionInfo } from '../contract/session-info';

/** Storage disabled by the browser: the session lives in memory only. */
const storage = () => webStorage('session');

export class SessionStore {
  /** Read it with `useBehavior(sessionStore.subject)` in React; write it only through the methods. */
  readonly subject = new BehaviorSubject<SessionInfo | null>(parseSessionInfo(storage()?.getItem(SESSION_STORAGE_KEY) ?? null));

  readonly session$: Observable<SessionInfo | null> = this.subject.asObservable();
  readonly token$: Observable<string | null> = this.subject.pipe(
    map((s) => s?.token ?? null),
    distinctUntilChanged(),
  );

  get current(): SessionInfo | null {
    return this.subject.value;
  }

  get token(): string | null {
    return this.subject.value?.token ?? null;
  }

  set(session: SessionInfo): void {
    storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    this.subject.next(session);
    bus.publish('session.changed', { session });
  }

  /** Updates fields of the current session (e.g. firstTimeLogin after the welcome). */
  patch(fields: Partial<SessionInfo>): void {
    if (!this.subject.value) return;
    this.set({ ...this.subject.value, ...fields });
  }

  /** Ends the session. `clearStorage` empties all of sessionStorage, as session expiry requires (SPEC 8). */
  clear(options: { clearStorage?: boolean } = {}): void {
    const store = storage();
    if (options.clearStorage) store?.clear();
    else store?.removeItem(SESSION_STORAGE_KEY);
    if (this.subject.value !== null) {
      this.subject.next(null);
      bus.publish('session.changed', { session: null });
    }
  }

  /** Re-reads storage (another bundle or a test wrote it). */
  reload(): void {
    const stored = parseSessionInfo(storage()?.getItem(SESSION_STORAGE_KEY) ?? null);
    if (stored?.token !== this.subject.value?.token) this.subject.next(stored);
  }
}

export const sessionStore = new SessionStore();
