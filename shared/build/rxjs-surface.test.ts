/**
 * Remotes take rxjs from `@m/shared`, which re-exports exactly RXJS_SURFACE: a remote importing
 * 'rxjs' itself makes the federation runtime fetch the whole 18 KB library on every page it is
 * on, which nothing else would notice. Deep imports (`rxjs/operators`) are not the shared module
 * at all, in any bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RXJS_SURFACE } from './shared-modules';

const ROOT = path.resolve(__dirname, '../..');
const HOST_SIDE = ['shared', 'shell'];
const REMOTES = ['mf-auth', 'mf-games', 'mf-member', 'mf-promotions', 'mf-pwa'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value imports (not `import type`, not `type X`) a file takes from rxjs, and deep imports. */
export function rxjsImports(code: string): { names: string[]; problems: string[] } {
  const names: string[] = [];
  const problems: string[] = [];
  for (const match of code.matchAll(/^\s*import\s+(type\s+)?([^;]*?)\s+from\s+['"](rxjs[^'"]*)['"]/gm)) {
    const [, typeOnly, clause = '', specifier = ''] = match;
    if (specifier !== 'rxjs') {
      problems.push(`deep import '${specifier}' (import from 'rxjs')`);
      continue;
    }
    if (typeOnly) continue;
    const named = /\{([^}]*)\}/.exec(clause);
    if (!named || /\*\s+as/.test(clause)) {
      problems.push(`'${clause}' (import the names you use)`);
      continue;
    }
    for (const part of named[1]!.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return { names, problems };
}

describe('rxjs surface shared by the shell', () => {
  it('reads value imports and ignores type-only ones', () => {
    const code = "import { BehaviorSubject, filter as where, type Subscription } from 'rxjs';\nimport type { Observable } from 'rxjs';\nimport { map } from 'rxjs/operators';";
    expect(rxjsImports(code)).toEqual({ names: ['BehaviorSubject', 'filter'], problems: ["deep import 'rxjs/operators' (import from 'rxjs')"] });
  });

  it('@m/shared re-exports exactly the surface the shell keeps', () => {
    const code = fs.readFileSync(path.join(ROOT, 'shared/src/util/rx.ts'), 'utf8');
    const reexported = /export\s*\{([^}]*)\}\s*from\s*'rxjs'/.exec(code)![1]!.split(',').map((name) => name.trim()).filter(Boolean);
    expect(reexported.sort()).toEqual([...RXJS_SURFACE].sort());
  });

  function problemsIn(bundle: string, valueImportsAllowed: boolean): string[] {
    const found: string[] = [];
    for (const file of sourceFiles(path.join(ROOT, bundle, 'src'))) {
      const { names, problems } = rxjsImports(fs.readFileSync(file, 'utf8'));
      const where = path.relative(ROOT, file);
      if (!valueImportsAllowed) for (const name of names) found.push(`${where}: ${name} (import it from '@m/shared')`);
      for (const problem of problems) found.push(`${where}: ${problem}`);
    }
    return found;
  }

  it.each(REMOTES)('%s takes rxjs from @m/shared, not from rxjs', (remote) => {
    expect(problemsIn(remote, false)).toEqual([]);
  });

  it.each(HOST_SIDE)('%s imports the shared rxjs module, never a deep path', (bundle) => {
    expect(problemsIn(bundle, true)).toEqual([]);
  });
});
