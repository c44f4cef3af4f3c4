/**
 * What the shell's page-wide services decided where the decision shows nothing (a language
 * change not sent for this member type, or its save failing silently). Support staff read it from the
 * console (`__M_SHELL__.decisions`), and a test proving that something does not happen waits for
 * the decision instead of sleeping. Never shown to the player.
 */
export interface Decision {
  /** What was decided about, e.g. `member-language VI`. */
  subject: string;
  decision: string;
}

const MAX_DECISIONS = 50;

/** This page view's decisions, oldest first (the last 50). */
export const decisions: Decision[] = [];

export function recordDecision(subject: string, decision: string): void {
  decisions.push({ subject, decision });
  if (decisions.length > MAX_DECISIONS) decisions.shift();
}
