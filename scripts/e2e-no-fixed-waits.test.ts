/**
 * Issue 10 item 8: an end-to-end scenario that proves something does *not* happen waits for the
 * decision (a `data-*` attribute stating it, a request or response, the event that would have
 * run a script) or moves Playwright's clock; it never sleeps. A sleep passes on a fast machine
 * whether or not the thing happened later, and slows every run. This fails on any
 * `waitForTimeout` in the scenarios or their helpers.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SCANNED = ['e2e/tests', 'e2e/support'];
const SLEEP = /\bwaitForTimeout\s*\(/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line: text` of every sleep in these files. */
function fixedWaits(files: string[], read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8')): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) => (SLEEP.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('e2e scenarios wait for what happens, not for time', () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));

  it('scans the scenarios and their helpers', () => {
    // An empty scan would pass on a moved or renamed folder.
    expect(files.filter((file) => file.includes(`${path.sep}tests${path.sep}`)).length).toBeGreaterThan(20);
    expect(files.filter((file) => file.includes(`${path.sep}support${path.sep}`)).length).toBeGreaterThan(5);
  });

  it('finds a sleep where there is one', () => {
    const source: Record<string, string> = {
      'a.spec.ts': "await page.goto('/');\n  await page.waitForTimeout(500);\n",
      'b.spec.ts': 'await page.clock.runFor(500);\n',
    };
    expect(fixedWaits(Object.keys(source), (file) => source[file]!)).toEqual([
      expect.stringMatching(/a\.spec\.ts:2: await page\.waitForTimeout\(500\);$/),
    ]);
  });

  it('has no waitForTimeout: wait on the decision (a data-* attribute, a request, a response) or use page.clock', () => {
    expect(fixedWaits(files)).toEqual([]);
  });
});
