/**
 * docs/spec-coverage.md maps every item of SPEC sections 2–9 to the file that implements it and
 * the test that proves it. This test keeps it honest: a named file or string that is gone, a row
 * with no implementation or no test, or (when the spec is at hand, as on a developer machine) a
 * sentence of the spec that no row quotes fails here, and so does any row `pending` (being built)
 * or `gap` (known missing). SPEC_COVERAGE_STRICT=0 relaxes that for a branch with work under way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADDED, checkAgainstSpec, checkRows, parseTable, specUnits, summary, type Files, type Problem } from './spec-coverage';

const ROOT = path.resolve(__dirname, '..');
const TABLE = path.join(ROOT, 'docs/spec-coverage.md');
const STRICT = process.env.SPEC_COVERAGE_STRICT !== '0';

/** The spec lives beside the repository on developer machines (/work/shared), not in a clone. */
function specPath(): string | null {
  const candidates = [process.env.SPEC_MD, path.resolve(ROOT, '../shared/SPEC.md'), path.resolve(ROOT, '../../shared/SPEC.md')];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate)) ?? null;
}

const repoFiles: Files = {
  exists: (file) =>
    !path.isAbsolute(file) && !file.includes('..') && fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile(),
  read: (file) => fs.readFileSync(path.join(ROOT, file), 'utf8'),
};

function report(problems: Problem[]): string {
  return problems.map((problem) => `${problem.id}: ${problem.message}`).join('\n');
}

describe('docs/spec-coverage.md', () => {
  const { rows, problems: parseProblems } = parseTable(fs.readFileSync(TABLE, 'utf8'));

  it('is a table of rows with a known status each', () => {
    expect(report(parseProblems)).toBe('');
    expect(rows.length).toBeGreaterThan(150);
  });

  it(`names, for every item, an implementing file and a test that exist and contain the named strings${STRICT ? ' (strict: no pending, no gap)' : ''}`, () => {
    expect(report(checkRows(rows, repoFiles, STRICT))).toBe('');
  });

  const spec = specPath();
  (spec ? it : it.skip)('quotes every sentence of SPEC sections 2–9, and only text of the spec', () => {
    const units = specUnits(fs.readFileSync(spec as string, 'utf8'));
    expect(report(checkAgainstSpec(rows, units))).toBe('');
  });

  it('says in its header how many items it maps, and which are gaps', () => {
    const specRows = rows.filter((row) => row.section !== ADDED);
    const added = rows.filter((row) => row.section === ADDED);
    const counts = summary(specRows);
    const addedCounts = summary(added);
    const header = fs.readFileSync(TABLE, 'utf8').split('\n## ')[0] ?? '';
    expect(header).toContain(
      `${specRows.length} items: ${counts.ok} ok, ${counts['n/a']} n/a, ${counts.pending} pending, ${counts.gap} gap`,
    );
    expect(header).toContain(
      `${added.length} rows of what releases added beyond the spec: ${addedCounts.ok} ok, ${addedCounts.pending} pending, ${addedCounts.gap} gap`,
    );
    // The known gaps are listed there too, so that a reader sees them without scrolling.
    const unlisted = rows.filter((row) => row.status === 'gap' && !header.includes(`${row.id} (`)).map((row) => row.id);
    expect(unlisted).toEqual([]);
  });
});

describe('the checker', () => {
  const files: Files = {
    exists: (file) => file === 'a.ts' || file === 'a.test.ts',
    read: (file) => (file === 'a.ts' ? 'export const thing = 1;' : "it('does the thing')"),
  };
  const row = (cells: string): string => `| 2.1 | Home | ${cells} |`;

  it('fails an item with no implementation or no test', () => {
    const { rows } = parseTable(row('— | `a.test.ts` `does the thing` | ok'));
    expect(report(checkRows(rows, files, false))).toContain('no implementing file');
    const { rows: noTest } = parseTable(row('`a.ts` `thing` | — | ok'));
    expect(report(checkRows(noTest, files, false))).toContain('no test');
  });

  it('fails a named file that does not exist, or a string it does not contain', () => {
    const { rows } = parseTable(row('`b.ts` `thing` | `a.test.ts` `does the thing` | ok'));
    expect(report(checkRows(rows, files, false))).toContain('b.ts does not exist');
    const { rows: missing } = parseTable(row('`a.ts` `other` | `a.test.ts` `does the thing` | ok'));
    expect(report(checkRows(missing, files, false))).toContain('does not contain "other"');
  });

  it('finds a named string that the formatter broke over lines, and still not another one', () => {
    const formatted: Files = {
      ...files,
      read: (file) => (file === 'a.ts' ? "export const routes = [\n  {\n    path: 'home',\n  },\n];" : "it('does the thing')"),
    };
    const { rows } = parseTable(row("`a.ts` `[{ path: 'home'` | `a.test.ts` `does the thing` | ok"));
    expect(report(checkRows(rows, formatted, false))).toBe('');
    const { rows: other } = parseTable(row("`a.ts` `{ path: 'login'` | `a.test.ts` `does the thing` | ok"));
    expect(report(checkRows(other, formatted, false))).toContain('does not contain');
  });

  it('refuses a file named without a string to find in it', () => {
    const { problems } = parseTable(row('`a.ts` | `a.test.ts` `does the thing` | ok'));
    expect(report(problems)).toContain('name each file with a string in it');
  });

  it('refuses a test that is not a test file', () => {
    const { rows } = parseTable(row('`a.ts` `thing` | `a.ts` `thing` | ok'));
    expect(report(checkRows(rows, files, false))).toContain('is not a test file');
  });

  it('passes pending and gap rows unless strict, and wants a reason for n/a', () => {
    const { rows } = parseTable(
      [row('— | — | pending A'), '| 2.2 | x | — | — | gap — no client calls it yet |', '| 2.3 | y | — | — | n/a |'].join('\n'),
    );
    expect(report(checkRows(rows, files, false))).toBe('2.3: n/a needs a reason');
    expect(report(checkRows(rows, files, true))).toMatch(/2\.1: pending \(A\)[\s\S]*2\.2: gap/);
  });

  it('checks the files of a row of what a release added, not its words against the spec', () => {
    const { rows } = parseTable('| R.1 | The operator console | `a.ts` `thing` | `a.test.ts` `does the thing` | ok |');
    expect(rows).toMatchObject([{ id: 'R.1', section: ADDED }]);
    expect(report(checkAgainstSpec(rows, specUnits('## 2. Screens\n\n- Home is public.\n')))).not.toContain('R.1');
    const { rows: broken } = parseTable('| R.2 | The operator console | `a.ts` `other` | — | ok |');
    const problems = report(checkRows(broken, files, true));
    expect(problems).toContain('R.2: implementation file a.ts does not contain "other"');
    expect(problems).toContain('R.2: no test');
  });

  it('finds a spec sentence no row quotes, and a quote that is not in the spec', () => {
    const units = specUnits('## 2. Screens\n\n- Home is public. Login is not.\n\n## 3. Other\n');
    const { rows } = parseTable(
      '| 2.1 | Home is public | `a.ts` `thing` | `a.test.ts` `does the thing` | ok |\n| 2.2 | Logout | — | — | n/a — not in this product |',
    );
    const problems = report(checkAgainstSpec(rows, units));
    expect(problems).toContain('no row quotes "Login is not"');
    expect(problems).toContain('"Logout" is not text of SPEC section 2');
  });
});
