/**
 * Which auth dialog is open, and what it carries (an identity to link, a two-factor step). One
 * store for the whole remote: the login page, the register page and the dialogs all read it.
 *
 * Other code asks for a dialog over the bus (`auth.dialog.open`); the shell mounts the dialogs
 * parcel when needed and hands the request over. `requestDialog` is that same path for mf-auth's
 * own flows, with the extras left here for the dialog to pick up.
 */
import { BehaviorSubject, bus } from '@m/shared';
import type { Binding } from './login-request';
import type { LinkedIdentity } from './registration-request';

export type DialogView = 'login' | 'register';

export interface TwoFactorStep {
  username: string;
  password: string;
  remember: boolean;
  methods: { email: boolean; ga: boolean; sms: boolean };
}

export interface DialogExtras {
  /** "Log in to link it": the next username login links this identity. */
  binding?: Binding | null;
  /** "Register new": the registration links this identity. */
  linked?: LinkedIdentity | null;
  twoFactor?: TwoFactorStep | null;
  reason?: string;
  /** What the player was opening when asked to log in (a game's name), for the dialog's title. */
  subject?: string;
}

export interface DialogState extends DialogExtras {
  view: DialogView | null;
}

export const dialogState$ = new BehaviorSubject<DialogState>({ view: null });

let pendingExtras: DialogExtras = {};

export function showDialog(view: DialogView, extras: DialogExtras = {}): void {
  dialogState$.next({ view, ...extras });
}

export function closeDialogs(): void {
  if (dialogState$.value.view !== null) dialogState$.next({ view: null });
}

/**
 * The player closed the dialog without signing in: closed, and said on the bus, so that what
 * waited on the sign-in (a game tapped as a guest) is not done later by a sign-in made for
 * another reason (issue 37: the game opened behind the welcome of a Join made afterwards).
 */
export function dismissDialogs(): void {
  const { view } = dialogState$.value;
  if (view === null) return;
  closeDialogs();
  bus.publish('auth.dialog.dismissed', { dialog: view });
}

/** Asks (through the shell) for a dialog; extras wait here for the dialogs parcel. */
export function requestDialog(view: DialogView, extras: DialogExtras = {}): void {
  pendingExtras = extras;
  bus.publish('auth.dialog.open', {
    requestId: `auth-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    dialog: view,
    ...(extras.reason ? { reason: extras.reason } : {}),
  });
}

export function takePendingExtras(): DialogExtras {
  const extras = pendingExtras;
  pendingExtras = {};
  return extras;
}
