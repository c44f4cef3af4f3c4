/**
 * What start-up found out about the merchant, as the app renders it: the site, or one of the
 * system states of SPEC section 2 (maintenance, access denied, domain not available), or a
 * retry screen when the status could not be read. Never "nothing".
 */
import { BehaviorSubject } from 'rxjs';

export type StartupState =
  | { phase: 'loading' }
  | { phase: 'ready' }
  | { phase: 'maintenance'; end: string | null }
  | { phase: 'restricted'; ip: string }
  | { phase: 'domain-unavailable' }
  | { phase: 'failed'; reason: string };

export const startupState$ = new BehaviorSubject<StartupState>({ phase: 'loading' });
