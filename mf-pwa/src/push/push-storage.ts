/**
 * What the device keeps about push (SPEC section 3): the FCM registration token under
 * `FCM_webToken` (localStorage, with the date it was obtained, for the 7-day refresh), the
 * player's "not now" under `FCM_skipNotification` (sessionStorage: asked again next session),
 * and which token was bound, for which session, in this tab.
 */
import { safeLocal as local, safeSession as session, type SafeStorage } from '@m/shared';

export const FCM_TOKEN_KEY = 'FCM_webToken';
export const FCM_SKIP_KEY = 'FCM_skipNotification';
export const FCM_BOUND_KEY = 'FCM_boundToken';

export interface StoredToken {
  token: string;
  /** When FCM gave it (ms since epoch). */
  date: number;
}

export class PushStorage {
  constructor(
    private readonly device: SafeStorage = local,
    private readonly tab: SafeStorage = session,
  ) {}

  token(): StoredToken | null {
    const raw = this.device.get(FCM_TOKEN_KEY);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<StoredToken>;
      if (typeof value.token === 'string' && value.token.length > 0 && typeof value.date === 'number' && Number.isFinite(value.date)) {
        return { token: value.token, date: value.date };
      }
    } catch {
      // not ours or damaged: as if none
    }
    return null;
  }

  storeToken(token: string, date: number): void {
    this.device.set(FCM_TOKEN_KEY, JSON.stringify({ token, date }));
  }

  clearToken(): void {
    this.device.remove(FCM_TOKEN_KEY);
    this.tab.remove(FCM_BOUND_KEY);
  }

  isSkipped(): boolean {
    return this.tab.get(FCM_SKIP_KEY) === '1';
  }

  skip(): void {
    this.tab.set(FCM_SKIP_KEY, '1');
  }

  boundToken(): string | null {
    return this.tab.get(FCM_BOUND_KEY);
  }

  markBound(token: string | null): void {
    if (token) this.tab.set(FCM_BOUND_KEY, token);
    else this.tab.remove(FCM_BOUND_KEY);
  }
}
