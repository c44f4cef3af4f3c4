/**
 * Offers a found update to the player, once per new version (SPEC section 4): the refresh dialog
 * waits while a game runs (/m/launchGame, or a game view mf-games reported open) and appears when
 * the player leaves it, so code never changes under a running game.
 */
import { safeSession as session, type SafeStorage } from '@m/shared';

export const OFFERED_KEY = 'pwa_update_offered';

export interface OfferDeps {
  /** Shows the refresh dialog; resolves when the player accepts. */
  ask: () => Promise<void>;
  /** The player accepted `hash`: store it and let the new version take over. */
  accepted: (hash: string) => void;
  storage?: SafeStorage;
}

export function isGameRoute(route: string): boolean {
  return /^\/launchGame(?:$|[/?#])/.test(route);
}

export class UpdateOffer {
  private pending: string | null = null;
  private route = '';
  private gameOpen = false;
  private asking = false;
  private readonly storage: SafeStorage;

  constructor(private readonly deps: OfferDeps) {
    this.storage = deps.storage ?? session;
  }

  found(hash: string): void {
    this.pending = hash;
    this.tryOffer();
  }

  setRoute(route: string): void {
    this.route = route;
    this.tryOffer();
  }

  setGameOpen(open: boolean): void {
    this.gameOpen = open;
    this.tryOffer();
  }

  /** Whether the dialog is being held back by a running game. */
  isHeld(): boolean {
    return this.gameOpen || isGameRoute(this.route);
  }

  private tryOffer(): void {
    const hash = this.pending;
    if (!hash || this.asking || this.isHeld()) return;
    if (this.storage.get(OFFERED_KEY) === hash) return; // shown once for this version
    this.storage.set(OFFERED_KEY, hash);
    this.asking = true;
    this.deps.ask().then(
      () => {
        this.asking = false;
        if (this.pending === hash) this.pending = null;
        this.deps.accepted(hash);
      },
      () => {
        this.asking = false;
      },
    );
  }
}
