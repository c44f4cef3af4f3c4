/**
 * The first-load budgets (budgets.json) and the check that pnpm size and pnpm bench share: a
 * route, or a remote's first view, past its budget is a violation naming the route, its size and
 * the budget; both commands print every violation and exit 1.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Budget {
  budgetKb: number;
  today?: number;
  margin?: string;
}

export interface Budgets {
  routes: Record<string, Budget>;
  remoteFirstView: Record<string, Budget>;
}

export const BUDGETS_FILE = path.join(__dirname, 'budgets.json');

export function readBudgets(file = BUDGETS_FILE): Budgets {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Budgets>;
  const valid = (group: unknown): group is Record<string, Budget> =>
    typeof group === 'object' &&
    group !== null &&
    Object.values(group).every((b) => typeof (b as Budget | null)?.budgetKb === 'number' && (b as Budget).budgetKb > 0);
  if (!valid(doc.routes) || !valid(doc.remoteFirstView))
    throw new Error(`${file}: every entry of "routes" and "remoteFirstView" needs a positive budgetKb`);
  return { routes: doc.routes, remoteFirstView: doc.remoteFirstView };
}

export interface FirstLoadFigure {
  route: string;
  /** gzip bytes of the route's whole first load. */
  totalBytes: number;
  /** The remote whose first view this route is, and the gzip bytes of its own files. */
  remote?: { name: string; bytes: number };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One line per figure past its budget; a measured route without a budget is a violation too. */
export function budgetViolations(figures: FirstLoadFigure[], budgets: Budgets, label = ''): string[] {
  const violations: string[] = [];
  const where = label ? ` (${label})` : '';
  for (const figure of figures) {
    const budget = budgets.routes[figure.route];
    if (!budget)
      violations.push(
        `${figure.route}${where}: ${kb(figure.totalBytes)} KB measured, but the route has no budget in e2e/reports/budgets.json`,
      );
    else if (figure.totalBytes / 1024 > budget.budgetKb)
      violations.push(`${figure.route}${where}: first load ${kb(figure.totalBytes)} KB is over its budget of ${budget.budgetKb} KB`);
    if (figure.remote) {
      const remoteBudget = budgets.remoteFirstView[figure.remote.name];
      if (!remoteBudget)
        violations.push(`${figure.remote.name} on ${figure.route}${where}: no first-view budget in e2e/reports/budgets.json`);
      else if (figure.remote.bytes / 1024 > remoteBudget.budgetKb) {
        violations.push(
          `${figure.remote.name} first view on ${figure.route}${where}: ${kb(figure.remote.bytes)} KB is over its budget of ${remoteBudget.budgetKb} KB`,
        );
      }
    }
  }
  return violations;
}
