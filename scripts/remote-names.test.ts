/**
 * The list of remotes is kept once (shared/src/contract/remote-names.ts). It must name exactly
 * the packages that declare themselves remotes in their bundle.config.ts (where the linter finds
 * them), and scripts/nginx-config.mjs, which plain Node runs and so keeps a copy, must agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../shared/src/contract/remote-names';

const ROOT = path.resolve(__dirname, '..');

it('names every package whose bundle.config.ts declares a remote, and no other', () => {
  const declared = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(ROOT, entry.name, 'bundle.config.ts')))
    .filter((entry) => /\bkind:\s*'remote'/.test(fs.readFileSync(path.join(ROOT, entry.name, 'bundle.config.ts'), 'utf8')))
    .map((entry) => entry.name)
    .sort();
  expect(declared.length).toBeGreaterThan(0);
  expect([...REMOTE_NAMES].sort()).toEqual(declared);
});

it("agrees with the nginx configuration's copy", () => {
  const source = fs.readFileSync(path.join(ROOT, 'scripts/nginx-config.mjs'), 'utf8');
  const copy = /const REMOTES = (\[[^\]]*\]);/.exec(source)?.[1];
  expect(copy).toBeDefined();
  expect(JSON.parse(copy!.replace(/'/g, '"'))).toEqual([...REMOTE_NAMES]);
});
