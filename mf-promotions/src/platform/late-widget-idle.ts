/**
 * When popups and the floating element load: after the page and a moment of idle time, so their
 * code never competes with the banner (the page's largest paint). They wait less than the shell's
 * page-wide work (2 s at most, no pause without requestIdleCallback): the player sees them.
 */
export const LATE_WIDGET_IDLE = { timeoutMs: 2000, fallbackMs: 0 } as const;
