/**
 * The advertising / analytics events (SPEC section 9): a wire format, since the server accepts
 * them at /wps/tracking, and the payload the bus's `track.event` carries (bus/event-catalogue.ts).
 */
export const TRACKED_EVENTS = [
  'firstOpen',
  'registerSubmit',
  'register',
  'depositSubmit',
  'firstDeposit',
  'withdraw',
  'deposit',
  'redeposit',
  'firstDepositArrival',
  'startTrial',
  'login',
  'viewContent',
  'downloadApp',
  'gameLaunch',
  'a2hsInstalled',
  'a2hsFirstOpen',
] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

/** The event payload of SPEC section 3, plus what identifies the content (game, vendor...). */
export interface TrackPayload {
  customerId?: string | number;
  customerName?: string;
  value?: number;
  revenue?: number;
  amount?: number;
  currency?: string;
  af_revenue?: number;
  af_currency?: string;
  /** What the event is about, e.g. `{ vendor: 'PG', gameCode: 'fortune-tiger' }`. */
  content?: Record<string, string | number | boolean>;
}
