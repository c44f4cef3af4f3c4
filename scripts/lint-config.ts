/**
 * The linter's configuration (oxlint), built from the bundles themselves: which remotes exist
 * and which folders each one has are read from `<bundle>/bundle.config.ts` and `<remote>/src`,
 * never from a list kept by hand. Pure: `lintConfig` takes what was read and returns the
 * `.oxlintrc.json` object with absolute globs: write it outside the linted tree (oxlint 1.94
 * reads absolute globs from a config file there, relative ones from a config at the root).
 *
 * Rules (docs/architecture.md "Boundaries"):
 * - a remote never imports another remote or the shell, nor the router, the federation runtime
 *   or rxjs itself (they come through @m/shared);
 * - the shell and the remotes reach @m/shared only by its package name;
 * - @m/shared imports no bundle; its contract folder (shared/src/contract) is its ground floor:
 *   it imports no other folder of @m/shared (the other folders import it);
 * - the server, the end-to-end tests, the scripts and the benchmark never import a bundle's `src`
 *   (what they share with a bundle lives in @m/shared);
 * - inside a remote, imports run one way: exposes → pages → feature folders → common folders
 *   (ui, platform, common, testing, locales, and the files at the root of src); a feature never
 *   imports another feature;
 * - no import cycle; no floating promise (type-aware);
 * - React's rules (hooks called on every render, effects that list what they read), the
 *   accessibility rules (jsx-a11y: an image has alt text, ...) and oxlint's whole correctness
 *   category; the few rules switched off say why below.
 */
import path from 'node:path';

export interface BundleInfo {
  kind: 'remote' | 'host';
  /** The package folder name, e.g. `mf-auth` or `shell`. */
  folder: string;
}

export interface RemoteLayout {
  folder: string;
  /** The folders directly under `<remote>/src`. */
  srcFolders: string[];
}

/** The bottom layer of every remote: what any feature may use. */
export const COMMON_FOLDERS = ['ui', 'platform', 'common', 'testing', 'locales'];
/** The top layer: the parcel wrappers and the pages they mount. */
export const TOP_FOLDERS = ['exposes', 'pages'];
/** The folders that test, serve or measure the bundles without being one. */
export const TOOLING_FOLDERS = ['server', 'e2e', 'scripts', 'bench'];
/** The operator console (issue 39): its own app beside the bundles, reading @m/shared's contract only. */
export const OPS_FOLDER = 'ops';
/** What the console may take from @m/shared: the ops API contract and the list of remotes, both without imports. */
export const OPS_SHARED_ENTRIES = ['@m/shared/ops', '@m/shared/remotes'];
/**
 * What the console's build configuration (ops/build, run by Node, never shipped) may take from
 * @m/shared besides: the build helpers, so that a rule the bundles' builds use (the swc one) is
 * written once.
 */
export const OPS_BUILD_SHARED_ENTRIES = ['@m/shared/build/*'];
/** The ground floor of @m/shared (shared/src/<folder>): the wire format every other folder builds on. */
export const CONTRACT_FOLDER = 'contract';

type Pattern = { group: string[]; message: string } | { regex: string; message: string };
type Rules = Record<string, unknown>;
interface Override {
  files: string[];
  rules: Rules;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A relative import that climbs into one of `folders` of the same src (`../login/x`, `../../pages`). */
const upInto = (folders: string[]) => `^(\\.\\./)+(${folders.map(escape).join('|')})(/|$)`;
/** A relative import from a file at the root of src into one of `folders` (`./login/x`). */
const downInto = (folders: string[]) => `^\\./(${folders.map(escape).join('|')})(/|$)`;

function packageImports(own: string, bundles: BundleInfo[]): Pattern[] {
  const others = bundles.filter((bundle) => bundle.folder !== own);
  return others.flatMap((other) => {
    const what = other.kind === 'host' ? 'the shell' : `another remote (${other.folder})`;
    const message = `${own} must not import ${what}: bundles meet only through @m/shared (the bus, the parcel contract), see docs/architecture.md.`;
    return [
      { group: [other.folder, `${other.folder}/**`], message },
      { regex: `^(\\.\\./)+${escape(other.folder)}(/|$)`, message },
    ];
  });
}

const sharedByName = (own: string): Pattern[] => [
  { regex: '^(\\.\\./)+shared(/|$)', message: `${own} reaches @m/shared by its package name only: import from '@m/shared'.` },
  // '@m/shared/testing' (the mock HTTP adapter), '@m/shared/testing/catalogues' and
  // '@m/shared/testing/status' (a merchant status) are the other entry points: helpers for unit
  // tests, never in a bundle.
  {
    group: ['@m/shared/**', '!@m/shared/testing', '!@m/shared/testing/catalogues', '!@m/shared/testing/status'],
    message: `${own} reaches @m/shared by its package name only: import from '@m/shared' (a deep path would be a second copy at run time).`,
  },
];

const remoteOnly = (own: string): Pattern[] => [
  {
    group: ['react-router', 'react-router/**', 'react-router-dom', 'react-router-dom/**'],
    message: `${own} is a parcel: it navigates with props.navigate or the bus, not the router.`,
  },
  { group: ['@module-federation/**'], message: `Only the shell talks to the federation runtime (shell/src/federation/registry.ts).` },
  { group: ['rxjs', 'rxjs/**'], message: `${own} takes rxjs helpers from '@m/shared' (shared/src/util/rx.ts says why).` },
];

/** The layer patterns for the files of one src folder of a remote. */
function layerPatterns(remote: RemoteLayout, folder: string | null): Pattern[] {
  const features = remote.srcFolders.filter((name) => !COMMON_FOLDERS.includes(name) && !TOP_FOLDERS.includes(name));
  const where = `${remote.folder}/src/${folder ?? '*'}`;
  if (folder === 'exposes') return [];
  if (folder === 'pages')
    return [{ regex: upInto(['exposes']), message: `${where}: pages do not import the parcel wrappers (exposes) above them.` }];
  if (folder === null) {
    const higher = [...TOP_FOLDERS, ...features];
    return higher.length
      ? [
          {
            regex: downInto(higher),
            message: `${where}: the files at the root of src are the bottom layer; they import no page or feature.`,
          },
        ]
      : [];
  }
  if (COMMON_FOLDERS.includes(folder)) {
    const higher = [...TOP_FOLDERS, ...features];
    return higher.length
      ? [
          {
            regex: upInto(higher),
            message: `${where} is a common folder: it imports no page or feature (layers run pages → features → ${COMMON_FOLDERS.join('/')}).`,
          },
        ]
      : [];
  }
  const others = features.filter((name) => name !== folder);
  return [
    { regex: upInto(TOP_FOLDERS), message: `${where} is a feature: it imports no page or parcel wrapper above it.` },
    ...(others.length
      ? [
          {
            regex: upInto(others),
            message: `${where} is a feature: features never import each other; move what both need to a common folder (${COMMON_FOLDERS.join(', ')}).`,
          },
        ]
      : []),
  ];
}

const restrict = (patterns: Pattern[]): Rules => ({ 'no-restricted-imports': ['error', { patterns }] });

/** `sharedFolders`: the folders directly under shared/src, for the contract's layer rule. */
export function lintConfig(
  root: string,
  bundles: BundleInfo[],
  remotes: RemoteLayout[],
  sharedFolders: string[] = [],
): Record<string, unknown> {
  const abs = (...parts: string[]) => path.join(root, ...parts);
  const overrides: Override[] = [];

  for (const bundle of bundles.filter((candidate) => candidate.kind === 'host')) {
    overrides.push({
      files: [abs(bundle.folder, 'src/**')],
      rules: restrict([
        ...packageImports(bundle.folder, bundles),
        ...sharedByName(bundle.folder),
        { regex: '^rxjs/', message: "A deep rxjs path is not the shared module: import from 'rxjs'." },
      ]),
    });
  }

  for (const remote of remotes) {
    const base = [...packageImports(remote.folder, bundles), ...sharedByName(remote.folder), ...remoteOnly(remote.folder)];
    // One override per folder, each with the whole list: a later override replaces a rule's options.
    overrides.push({ files: [abs(remote.folder, 'src/*')], rules: restrict([...base, ...layerPatterns(remote, null)]) });
    for (const folder of remote.srcFolders)
      overrides.push({ files: [abs(remote.folder, 'src', folder, '**')], rules: restrict([...base, ...layerPatterns(remote, folder)]) });
  }

  const noBundle: Pattern[] = bundles.flatMap((bundle) => [
    { group: [bundle.folder, `${bundle.folder}/**`], message: '@m/shared imports no bundle: the bundles depend on it, not the other way.' },
    {
      regex: `^(\\.\\./)+${escape(bundle.folder)}(/|$)`,
      message: '@m/shared imports no bundle: the bundles depend on it, not the other way.',
    },
  ]);
  overrides.push({ files: [abs('shared/src/**')], rules: restrict(noBundle) });
  const above = sharedFolders.filter((folder) => folder !== CONTRACT_FOLDER);
  if (above.length) {
    // The common catalogues (i18n/locales/*.json) are data, not code: the contract reads the
    // error texts from them (error-messages.ts), and a JSON file can import nothing back.
    const message = `shared/src/${CONTRACT_FOLDER} is the ground floor of @m/shared: it imports no other shared folder (${above.join(', ')}); they import it.`;
    overrides.push({
      files: [abs('shared/src', CONTRACT_FOLDER, '**')],
      rules: restrict([...noBundle, { regex: `^(\\.\\./)+(${above.map(escape).join('|')})(/[^.]*)?$`, message }]),
    });
  }

  const opsMessage = `The operator console (${OPS_FOLDER}/) is no part of the player's bundles: it imports none, and of @m/shared only its contract (${OPS_SHARED_ENTRIES.join(', ')}).`;
  const opsPatterns = (allowed: string[], message: string): Pattern[] => [
    ...bundles.flatMap((bundle): Pattern[] => [
      { group: [bundle.folder, `${bundle.folder}/**`], message },
      { regex: `^(\\.\\./)+${escape(bundle.folder)}(/|$)`, message },
    ]),
    { regex: '^(\\.\\./)+shared(/|$)', message },
    { group: ['@m/shared', '@m/shared/**', ...allowed.map((entry) => `!${entry}`)], message },
  ];
  overrides.push({ files: [abs(OPS_FOLDER, '**')], rules: restrict(opsPatterns(OPS_SHARED_ENTRIES, opsMessage)) });
  // Its build configuration runs in Node and ships nothing: it may use @m/shared's build helpers
  // too (by package name), never a bundle. A later override replaces the rule's options.
  const opsBuildEntries = [...OPS_SHARED_ENTRIES, ...OPS_BUILD_SHARED_ENTRIES];
  overrides.push({
    files: [abs(OPS_FOLDER, 'build/**')],
    rules: restrict(
      opsPatterns(
        opsBuildEntries,
        `The operator console's build (${OPS_FOLDER}/build) imports no bundle, and of @m/shared only ${opsBuildEntries.join(', ')}.`,
      ),
    ),
  });

  overrides.push({
    files: TOOLING_FOLDERS.map((folder) => abs(folder, '**')),
    rules: restrict(
      [...bundles, { kind: 'host' as const, folder: OPS_FOLDER }].flatMap((bundle) => {
        const message = `Never import a bundle's src (${bundle.folder}/src): what the server, the tests, the scripts or the benchmark share with a bundle belongs in @m/shared.`;
        return [
          { group: [`${bundle.folder}/src`, `${bundle.folder}/src/**`], message },
          { regex: `^(\\.\\./)+${escape(bundle.folder)}/src(/|$)`, message },
        ];
      }),
    ),
  });

  // Playwright's fixtures hand each test a callback named `use`, which the React rule takes for
  // React's use() hook; no React code lives in e2e/.
  overrides.push({ files: [abs('e2e/**')], rules: { 'react/rules-of-hooks': 'off' } });

  return {
    plugins: ['import', 'typescript', 'unicorn', 'oxc', 'react', 'jsx-a11y'],
    categories: { correctness: 'error' },
    rules: {
      'import/no-cycle': 'error',
      'typescript/no-floating-promises': 'error',
      // Not in the correctness category (oxlint files it under pedantic), yet a hook called
      // conditionally is a bug, not a matter of taste.
      'react/rules-of-hooks': 'error',
      // `role="status"`, `role="dialog"`, `role="img"`, `role="search"` on a div are deliberate:
      // <dialog> is hidden unless opened with its own API and brings its own styles and focus
      // trap, which the overlay host and the bottom sheets manage themselves; <output> is for the
      // result of a calculation; <search> is not known to the older phone browsers served here.
      'jsx-a11y/prefer-tag-over-role': 'off',
    },
    overrides,
    ignorePatterns: ['**/dist/**', '**/node_modules/**', '**/@mf-types/**', '**/.mf/**', '**/test-results/**', '**/playwright-report/**'],
  };
}
