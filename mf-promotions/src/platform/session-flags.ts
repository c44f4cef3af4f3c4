/**
 * The popups' "shown this browser session" flags, in the session cookie the server also reads
 * (@m/shared popupsSeen, issue 40): the server draws a popup with the page only for a player who
 * has not seen it, and the hydrating browser decides from the same cookie.
 */
import { markPopupsSeen, popupsSeen } from '@m/shared';

export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const SHOWN = 'shown';

/** The session's popup flags, on the server (the request's cookie) and in the browser alike. */
export function sessionFlags(): FlagStorage {
  return {
    getItem: (key) => (popupsSeen().includes(key) ? SHOWN : null),
    setItem: (key, value) => {
      if (value === SHOWN) markPopupsSeen([key]);
    },
  };
}
