/**
 * Issue 36: every end-to-end scenario runs under the suite's own fixtures (e2e/support/fixtures.ts),
 * whose automatic guards fail it on a React error (hydration included) or a CSP violation. A spec
 * that took `test` from '@playwright/test' itself would run unguarded and pass over a page React
 * threw away: this fails on any such spec.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const TESTS = path.join(ROOT, 'e2e/tests');

/** The names a file imports from '@playwright/test' as values (not `import type`, not `type X`). */
function playwrightValueImports(source: string): string[] {
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@playwright\/test'/g)].flatMap(([, typeOnly, names = '']) =>
    typeOnly
      ? []
      : names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

function guardedImport(source: string): boolean {
  return /import\s+\{[^}]*\btest\b[^}]*\}\s+from\s+'\.\.\/support\/fixtures'/.test(source);
}

describe('e2e scenarios run under the suite fixtures', () => {
  const specs = fs.readdirSync(TESTS).filter((name) => name.endsWith('.spec.ts'));

  it('scans the scenarios', () => {
    expect(specs.length).toBeGreaterThan(20);
  });

  it("takes `test` (and `expect`) from e2e/support/fixtures.ts, never from '@playwright/test'", () => {
    const wrong = specs.filter((name) => {
      const source = fs.readFileSync(path.join(TESTS, name), 'utf8');
      const direct = playwrightValueImports(source);
      return direct.includes('test') || direct.includes('expect') || !guardedImport(source);
    });
    expect(wrong).toEqual([]);
  });

  it('recognises an unguarded spec', () => {
    expect(playwrightValueImports("import { test, expect, devices, type Page } from '@playwright/test';")).toEqual([
      'test',
      'expect',
      'devices',
    ]);
    expect(playwrightValueImports("import type { Page } from '@playwright/test';")).toEqual([]);
    expect(guardedImport("import { test, expect, shellReady } from '../support/fixtures';")).toBe(true);
  });
});
