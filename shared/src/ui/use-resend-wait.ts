/**
 * The wait before a player may ask for another verification code, one way for every form that
 * sends one (issue 35 item 6): the seconds the server answered (`resendAfterSeconds`), or the
 * contract's CODE_RESEND_AFTER_S when the answer named none (a provider's own codes, Firebase's).
 * Counted against the clock, not by ticks: a phone that slows or pauses the page's timers still
 * lets the player ask again on time.
 */
import { useCallback, useEffect, useState } from 'react';
import { CODE_RESEND_AFTER_S } from '../contract/constants';

/** The seconds to wait after an answer: its `resendAfterSeconds` when it is a sensible number. */
export function resendSeconds(answer: { resendAfterSeconds?: unknown } | null | undefined): number {
  const seconds = answer?.resendAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : CODE_RESEND_AFTER_S;
}

export interface ResendWait {
  /** Whole seconds left; 0: the player may ask again. */
  wait: number;
  /** A code went out: wait what its answer says (or the contract's wait). */
  start: (answer?: { resendAfterSeconds?: unknown } | null) => void;
  /** Nothing to wait for any more (the player changed what the code is for). */
  reset: () => void;
}

export function useResendWait(now: () => number = Date.now): ResendWait {
  const [until, setUntil] = useState(0);
  const [, setTick] = useState(0);
  const left = until === 0 ? 0 : Math.max(0, Math.ceil((until - now()) / 1000));
  useEffect(() => {
    if (left <= 0) return undefined;
    // Wake at the next whole second of the wait.
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.max(50, until - now() - (left - 1) * 1000));
    return () => clearTimeout(timer);
  });
  const start = useCallback((answer?: { resendAfterSeconds?: unknown } | null) => setUntil(now() + resendSeconds(answer) * 1000), [now]);
  const reset = useCallback(() => setUntil(0), []);
  return { wait: left, start, reset };
}
