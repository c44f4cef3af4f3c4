/**
 * SPEC section 4 "Update check": the deployment fingerprint (asset-hash.ts) compared with the one
 * stored on this device. The stored one moves on only when the player takes the new version
 * (`accept`), so a player who leaves without refreshing is offered it again next session.
 */
import { safeLocal as local, type SafeStorage } from '@m/shared';
import { hashAssetLists, type AssetLists } from './asset-hash';

export const STORED_HASH_KEY = 'pwa_asset_hash';

export type CheckResult =
  | { kind: 'first'; hash: string }
  | { kind: 'same'; hash: string }
  | { kind: 'changed'; hash: string; previous: string }
  | { kind: 'failed'; error: unknown };

export class UpdateChecker {
  private running: Promise<CheckResult> | null = null;

  constructor(
    private readonly fetchLists: () => Promise<AssetLists>,
    private readonly storage: SafeStorage = local,
  ) {}

  /** One check at a time: a timer and a visibility change arriving together share it. */
  check(): Promise<CheckResult> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  accept(hash: string): void {
    this.storage.set(STORED_HASH_KEY, hash);
  }

  private async run(): Promise<CheckResult> {
    let hash: string;
    try {
      hash = await hashAssetLists(await this.fetchLists());
    } catch (error) {
      // A list that could not be read says nothing about a new version: never a false alarm.
      return { kind: 'failed', error };
    }
    const previous = this.storage.get(STORED_HASH_KEY);
    if (previous === null) {
      this.accept(hash);
      return { kind: 'first', hash };
    }
    return previous === hash ? { kind: 'same', hash } : { kind: 'changed', hash, previous };
  }
}
