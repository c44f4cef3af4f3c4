/**
 * The rxjs that remotes get through `@m/shared` (shared/src/util/rx.ts) is exactly what the shell
 * keeps in its tree-shaken rxjs (RXJS_SURFACE): an operator re-exported but not kept would be
 * undefined at run time in every remote that uses it. That remotes never import 'rxjs' themselves
 * is checked with the other import rules in the linter (scripts/lint-config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { RXJS_SURFACE } from './shared-modules';

describe('rxjs surface shared by the shell', () => {
  it('@m/shared re-exports exactly the surface the shell keeps', () => {
    const code = fs.readFileSync(path.resolve(__dirname, '../src/util/rx.ts'), 'utf8');
    const reexported = /export\s*\{([^}]*)\}\s*from\s*'rxjs'/
      .exec(code)![1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(reexported.sort()).toEqual([...RXJS_SURFACE].sort());
  });
});
