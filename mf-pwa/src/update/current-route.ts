import { BehaviorSubject } from '@m/shared';

/** The app route the player is on (`/home`, `/launchGame`), as the shell passes it to mf-pwa. */
export const currentRoute$ = new BehaviorSubject<string>('');
