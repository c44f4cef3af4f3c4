/**
 * What the device remembers about installing the site (SPEC section 4 "Install prompt"):
 * - installed marker (localStorage): the player accepted; never prompt again on this device;
 * - declined (sessionStorage): the player said no; not again in this session;
 * - close counter (localStorage): how often the player said no, for the operator's reports;
 * - missing prompt (sessionStorage): the browser offered no install prompt within the polling.
 */
import { safeLocal as local, safeSession as session, type SafeStorage } from '@m/shared';

export const INSTALLED_KEY = 'a2hs_installed';
export const DECLINED_KEY = 'a2hs_declined';
export const CLOSE_COUNT_KEY = 'a2hs_close_count';
export const MISSING_PROMPT_KEY = 'a2hs_prompt_missing';

export class InstallFlags {
  constructor(
    private readonly device: SafeStorage = local,
    private readonly tab: SafeStorage = session,
  ) {}

  isInstalled(): boolean {
    return this.device.get(INSTALLED_KEY) !== null;
  }

  markInstalled(now = Date.now()): void {
    this.device.set(INSTALLED_KEY, String(now));
  }

  isDeclinedThisSession(): boolean {
    return this.tab.get(DECLINED_KEY) === '1';
  }

  /** Not again this session, without counting a refusal (the iOS help was read). */
  dismissForSession(): void {
    this.tab.set(DECLINED_KEY, '1');
  }

  /** Returns the new close count. */
  decline(): number {
    this.tab.set(DECLINED_KEY, '1');
    const count = this.closeCount() + 1;
    this.device.set(CLOSE_COUNT_KEY, String(count));
    return count;
  }

  closeCount(): number {
    const n = Number(this.device.get(CLOSE_COUNT_KEY));
    return Number.isInteger(n) && n > 0 ? n : 0;
  }

  markPromptMissing(): void {
    this.tab.set(MISSING_PROMPT_KEY, '1');
  }

  isPromptMissing(): boolean {
    return this.tab.get(MISSING_PROMPT_KEY) === '1';
  }
}
