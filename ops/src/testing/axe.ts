/**
 * axe (WCAG 2.2 A and AA rules) on what a test rendered. jsdom lays nothing out, so the rules that
 * need rendering (colour contrast) are left to the browser run (e2e); everything structural —
 * names, labels, roles, table headers, landmarks — is checked here, on every console page.
 */
import axe from 'axe-core';

export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
