/**
 * Push permission and registration (SPEC sections 4 and 9):
 * - states: `default` (never asked), `prompt` (the browser is asking), `granted` (token bound to
 *   the member and subscribed to the topic 'ALL'), `denied` (the tips alert), plus `unsupported`;
 * - the browser is asked only from `enable()`, which a player's tap calls, never on load;
 * - "not now" (and dismissing the browser's question) is remembered for the session;
 * - the registration is refreshed after 7 days;
 * - the token is bound and subscribed for guests too (the operator can reach every device on
 *   'ALL'); sign-in binds it again, to the member; sign-out unsubscribes it and forgets it.
 */
import { BehaviorSubject, PUSH_REFRESH_DAYS } from '@m/shared';
import type { PushClient } from './fcm-client';
import type { PushStorage } from './push-storage';

export type PushState = 'unsupported' | 'default' | 'prompt' | 'granted' | 'denied';

/** What the page start did: only a granted, stored registration loads the SDK. */
export type ResumeOutcome = 'not-granted' | 'nothing-stored' | 'refreshed' | 'bound';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PUSH_REFRESH_MS = PUSH_REFRESH_DAYS * DAY_MS;

export interface PushDeps {
  storage: PushStorage;
  permission: () => NotificationPermission | 'unsupported';
  requestPermission: () => Promise<NotificationPermission>;
  /** The FCM adapter; loads the SDK on first call. */
  client: () => Promise<PushClient>;
  sessionToken: () => string | null;
  bind: (registrationToken: string) => Promise<unknown>;
  subscribe: (registrationToken: string, topic: 'ALL') => Promise<unknown>;
  /** Runs after the session is gone: the server takes it without one. */
  unsubscribe: (registrationToken: string) => Promise<unknown>;
  alertDenied: () => void;
  now: () => number;
}

export class PushController {
  readonly state$: BehaviorSubject<PushState>;

  constructor(private readonly deps: PushDeps) {
    const permission = deps.permission();
    this.state$ = new BehaviorSubject<PushState>(permission === 'unsupported' ? 'unsupported' : permission);
  }

  /** Whether to show the "Get notified" control: not yet granted, not skipped this session. */
  shouldOffer(): boolean {
    const state = this.state$.value;
    if (state === 'unsupported' || this.deps.storage.isSkipped()) return false;
    return state !== 'granted' || this.deps.storage.token() === null;
  }

  /** The player tapped "Get notified". Rejects when the registration itself failed. */
  async enable(): Promise<PushState> {
    let permission = this.deps.permission();
    if (permission === 'unsupported') return this.set('unsupported');
    if (permission === 'default') {
      this.set('prompt');
      permission = await this.deps.requestPermission();
    }
    if (permission === 'denied') {
      this.deps.alertDenied();
      return this.set('denied');
    }
    if (permission !== 'granted') {
      // The player closed the browser's question: as "not now".
      this.deps.storage.skip();
      return this.set('default');
    }
    this.set('granted');
    await this.register(true);
    return 'granted';
  }

  /** "Not now": no more asking in this session. */
  skip(): void {
    this.deps.storage.skip();
  }

  /** Page start: refresh a registration older than 7 days; bind a token not yet bound in this tab. */
  async resume(): Promise<ResumeOutcome> {
    if (this.deps.permission() !== 'granted') return 'not-granted';
    const stored = this.deps.storage.token();
    if (!stored) return 'nothing-stored';
    if (this.deps.now() - stored.date >= PUSH_REFRESH_MS) {
      await this.register(true);
      return 'refreshed';
    }
    await this.bindOnce(stored.token, false);
    return 'bound';
  }

  /** The session token became non-empty. */
  async signedIn(): Promise<void> {
    if (this.deps.permission() !== 'granted') return;
    await this.register(false);
  }

  /** The session ended. */
  async signedOut(): Promise<void> {
    const stored = this.deps.storage.token();
    this.deps.storage.clearToken();
    if (!stored) return;
    try {
      await this.deps.unsubscribe(stored.token);
    } catch (error) {
      console.warn('[push] unsubscribe failed', error);
    }
  }

  private async register(force: boolean): Promise<void> {
    const client = await this.deps.client();
    const token = await client.getToken();
    const stored = this.deps.storage.token();
    if (force || !stored || stored.token !== token) this.deps.storage.storeToken(token, this.deps.now());
    await this.bindOnce(token, force);
  }

  /** Binds once per token and session in this tab: the member's sign-in binds it again. */
  private async bindOnce(token: string, force: boolean): Promise<void> {
    const mark = `${token}|${this.deps.sessionToken() ?? 'guest'}`;
    if (!force && this.deps.storage.boundToken() === mark) return;
    await this.deps.bind(token);
    await this.deps.subscribe(token, 'ALL');
    this.deps.storage.markBound(mark);
  }

  private set(state: PushState): PushState {
    if (this.state$.value !== state) this.state$.next(state);
    return state;
  }
}
