/**
 * The dependency rules of docs/architecture.md, enforced: shell and remotes depend on @m/shared;
 * remotes never import each other or the shell; @m/shared imports no bundle; remotes do not use
 * the router (a parcel is its own React root; it navigates with the `navigate` prop), nor rxjs
 * itself (they take it from @m/shared: see shared/src/util/rx.ts for why).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const REMOTES = ['mf-auth', 'mf-games', 'mf-member', 'mf-promotions', 'mf-pwa'];
const BUNDLES = ['shell', ...REMOTES];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(tsx?|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  const patterns = [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]/g, /\brequire\(\s*['"]([^'"]+)['"]/g, /^\s*import\s+['"]([^'"]+)['"]/gm];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

/** The top-level folder a relative import lands in, or null for a package import. */
function landsIn(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep)[0] ?? null;
}

function violations(pkg: string, rule: (specifier: string, target: string | null) => string | null): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
    for (const specifier of importsOf(file)) {
      const problem = rule(specifier, landsIn(file, specifier));
      if (problem) found.push(`${path.relative(ROOT, file)}: ${specifier} (${problem})`);
    }
  }
  return found;
}

describe('dependency boundaries', () => {
  it.each(REMOTES)('%s imports neither the shell, another remote, nor the router', (remote) => {
    expect(
      violations(remote, (specifier, target) => {
        if (target && target !== remote) return `reaches into ${target}`;
        if (BUNDLES.includes(specifier.split('/')[0]!)) return 'imports a bundle';
        if (/^react-router(-dom)?(\/|$)/.test(specifier)) return 'a parcel navigates with props.navigate';
        if (/^@module-federation\//.test(specifier)) return 'only the shell talks to the federation runtime';
        if (/^rxjs(\/|$)/.test(specifier)) return "take rxjs from '@m/shared' (the whole library otherwise)";
        return null;
      }),
    ).toEqual([]);
  });

  // A deep path (`rxjs/operators`) is not the shared module: it would be a second rxjs.
  const deepRxjs = (specifier: string) => (/^rxjs\//.test(specifier) ? "deep rxjs import (import from 'rxjs')" : null);

  it('the shell imports no remote', () => {
    expect(violations('shell', (specifier, target) => (target && target !== 'shell' && target !== 'shared' ? `reaches into ${target}` : REMOTES.includes(specifier.split('/')[0]!) ? 'imports a remote' : deepRxjs(specifier)))).toEqual([]);
  });

  it('@m/shared imports no bundle', () => {
    expect(violations('shared', (specifier, target) => (target && target !== 'shared' ? `reaches into ${target}` : BUNDLES.includes(specifier.split('/')[0]!) ? 'imports a bundle' : deepRxjs(specifier)))).toEqual([]);
  });

  it('finds a violation when there is one', () => {
    // Guards the checker itself: a relative import into another remote must be caught.
    const file = path.join(ROOT, 'mf-games/src/pages/x.tsx');
    expect(landsIn(file, '../../../mf-auth/src/login')).toBe('mf-auth');
    expect(landsIn(file, './y')).toBe('mf-games');
  });
});
