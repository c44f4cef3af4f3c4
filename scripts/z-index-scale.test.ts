/**
 * Stacking order is one scale, beside the colour tokens in the shell's :root (shell/src/index.html:
 * --z-bar, --z-floating … --z-splash). A number written into a style file would drift from it
 * (an auth dialog above the shell's notices, a popup under the floating button).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../shared/src/contract/remote-names';

const ROOT = path.resolve(__dirname, '..');
const PAGE = path.join(ROOT, 'shell/src/index.html');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|css|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = [
  PAGE,
  ...['shell/src', 'shared/src', ...REMOTE_NAMES.map((remote) => `${remote}/src`)].flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
];
const scale = new Map([...fs.readFileSync(PAGE, 'utf8').matchAll(/--(z-[\w-]+):(\d+)/g)].map((m) => [m[1]!, Number(m[2])]));

it('writes no z-index as a number in any style', () => {
  const numbers = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/z-index:\s*-?\d+/g)].map((m) => `${path.relative(ROOT, file)}: ${m[0]}`),
  );
  expect(numbers).toEqual([]);
});

it('uses only levels the scale defines', () => {
  const used = files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/var\(--(z-[\w-]+)\)/g)].map((m) => m[1]!));
  expect(used.length).toBeGreaterThan(0);
  expect([...new Set(used)].filter((level) => !scale.has(level))).toEqual([]);
});

it('keeps the order the page relies on: bars, floating, window, sheet, modal, notice, loading, toast, splash', () => {
  const order = ['z-bar', 'z-floating', 'z-window', 'z-sheet', 'z-modal', 'z-notice', 'z-loading', 'z-toast', 'z-splash'].map((level) =>
    scale.get(level),
  );
  expect(order.every((value) => value !== undefined)).toBe(true);
  expect([...order].sort((a, b) => a! - b!)).toEqual(order);
  expect(new Set(order).size).toBe(order.length);
});
