/**
 * The modules every bundle shares as one instance at run time.
 *
 * The shell provides them; remotes declare them with `import: false`, so a remote can never
 * fall back to a copy of its own (two Reacts break hooks, two buses break messaging).
 * `react-dom/client` and `react/jsx-runtime` must be listed on their own: without them
 * single-spa-react pulls a private react-dom into a remote (see docs/toolchain.md).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'rxjs',
  'i18next',
  '@m/shared',
] as const;

export type SharedName = (typeof SINGLETONS)[number];

/**
 * rxjs is shared tree-shaken: the shell provides only the exports its build uses, and these,
 * which `@m/shared` re-exports to the remotes (shared/src/util/rx.ts). Remotes must not import
 * 'rxjs' themselves: built with `import: false` they have no tree-shaken copy, so the runtime
 * would give them the whole library (the fallback under /m/independent-packages/, 18 KB gzip).
 * `rxjs-surface.test.ts` keeps this list equal to rx.ts; the linter (`pnpm lint`, scripts/lint-config.ts)
 * keeps the remotes off 'rxjs'.
 */
export const RXJS_SURFACE = [
  'BehaviorSubject',
  'Observable',
  'Subject',
  'Subscription',
  'distinctUntilChanged',
  'filter',
  'firstValueFrom',
  'map',
  'pairwise',
  'take',
  'timeout',
] as const;

/** The version range a bundle requires: the major of the version this workspace pins. */
function requiredRange(name: string, searchDirs: string[]): string {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
  for (const dir of searchDirs) {
    const req = createRequire(path.join(dir, 'package.json'));
    try {
      const version = (req(`${pkgName}/package.json`) as { version: string }).version;
      return `^${version.split('.')[0]}.0.0`;
    } catch {
      // not a dependency of this package: try the next one
    }
  }
  throw new Error(`shared module ${name} is not installed in ${searchDirs.join(', ')}`);
}

export function sharedConfig(kind: 'host' | 'remote', fromDir: string) {
  const shared: Record<string, object> = {};
  for (const name of SINGLETONS) {
    shared[name] = {
      singleton: true,
      strictVersion: false,
      requiredVersion: requiredRange(name, [fromDir, path.resolve(fromDir, '../shared'), path.resolve(fromDir, '../shell')]),
      ...(kind === 'remote' ? { import: false } : {}),
      ...(name === 'react-router-dom' ? { treeShaking: { mode: 'runtime-infer' } } : {}),
      // Remotes use neither directly (a parcel navigates with props.navigate; rxjs comes through
      // @m/shared), so the shell's own use decides what is kept, plus the rxjs surface.
      ...(name === 'rxjs'
        ? { treeShaking: { mode: 'runtime-infer', ...(kind === 'host' ? { usedExports: [...RXJS_SURFACE] } : {}) } }
        : {}),
    };
  }
  return shared;
}

export { SINGLETONS };
