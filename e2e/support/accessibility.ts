/**
 * axe-core (WCAG 2.2 AA) on one page, with a failure message a reader can act on without the
 * report: one line per rule, route and merchant, with the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes
      .slice(0, 5)
      .map(
        (node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`,
      ),
  }));
}

/** `rule [impact] on /m/route for merchant: help — elements`, one line per rule. */
export function describeFindings(findings: AxeFinding[], route: string, merchant: string, who: string): string {
  return findings
    .map((f) => `${f.rule} [${f.impact}] on ${route} for ${merchant} (${who}): ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

/** Until every area of the page has drawn (or shown its fallback): axe checks the real page. */
export async function settled(page: Page): Promise<void> {
  await page.locator('#splash').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelectorAll('.remote-slot[data-status="loading"]').length === 0, undefined, {
    timeout: 15_000,
  });
  // Fade-ins and slide-ins (install prompt, sheets) that have started run to their end: axe
  // measures contrast on the final colours. Endless ones (a spinner) are left running.
  // Polled, so a start-up reload meanwhile is asked again rather than failing.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}
