/**
 * The server reaches @m/shared only through its pure contract entry point, by package name:
 * loading it in Node pulls in nothing browser-only (rxjs, React, i18next, axios, single-spa),
 * and no server file reaches into shared/src by a relative path.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '../..');
const BROWSER_ONLY = /node_modules\/(?:\.pnpm\/)?(?:rxjs|react|react-dom|i18next|react-i18next|axios|single-spa)[@/]/;

/** The modules Node loads for `entry`, as the server (tsx) loads them. */
function loadedBy(entry: string): string[] {
  const script = `require(${JSON.stringify(entry)}); process.stdout.write(JSON.stringify(Object.keys(require.cache)))`;
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: SERVER, encoding: 'utf8' })) as string[];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

jest.setTimeout(60_000);

describe('the contract entry point on the server', () => {
  it('loads without anything browser-only', () => {
    const loaded = loadedBy('@m/shared/contract');
    expect(loaded.some((file) => file.includes('/shared/src/contract/'))).toBe(true);
    expect(loaded.filter((file) => BROWSER_ONLY.test(file))).toEqual([]);
  });

  it('is what keeps rxjs out: the browser entry point would bring it', () => {
    expect(loadedBy('@m/shared/bus').some((file) => BROWSER_ONLY.test(file))).toBe(true);
  });

  it('is imported by package name: no server file reaches into shared/src by a relative path', () => {
    const files = [
      ...sourceFiles(path.join(SERVER, 'src')),
      ...sourceFiles(path.join(SERVER, 'test')),
      ...sourceFiles(path.join(SERVER, 'bench')),
    ];
    expect(files.length).toBeGreaterThan(50);
    const deep = files.filter((file) => /from\s+'(?:\.\.\/)+shared\//.test(fs.readFileSync(file, 'utf8')));
    expect(deep.map((file) => path.relative(SERVER, file))).toEqual([]);
  });
});
