/**
 * The linter holds the boundaries of docs/architecture.md: the configuration built from the
 * bundles' own configs, run by the real oxlint on a small repository laid out like this one,
 * reports each forbidden import with a clear message, and passes the allowed ones.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintConfig, type BundleInfo } from './lint-config';
import { readBundles, readLayout, srcFolders } from './lint';

const ROOT = path.resolve(__dirname, '..');
const OXLINT = path.join(ROOT, 'node_modules/.bin/oxlint');

jest.setTimeout(60_000);

interface Finding {
  filename: string;
  code?: string;
  help?: string;
  message: string;
}

/** A throw-away repository: `files` maps paths to sources; returns oxlint's findings as "file: message". */
function lint(files: Record<string, string>): string[] {
  return findings(files)
    .map((d) => `${d.filename}: ${d.help ?? d.message}`)
    .sort();
}

/** The same, as oxlint reports them (with the rule's code). */
function findings(files: Record<string, string>): Finding[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-fixture-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
  const bundles: BundleInfo[] = [
    { kind: 'host', folder: 'shell' },
    { kind: 'remote', folder: 'mf-a' },
    { kind: 'remote', folder: 'mf-b' },
  ];
  // Outside the linted tree, like `pnpm lint` does: oxlint reads absolute globs from such a file.
  const config = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lint-config-')), 'oxlintrc.json');
  fs.writeFileSync(
    config,
    JSON.stringify(
      lintConfig(
        root,
        bundles,
        ['mf-a', 'mf-b'].map((folder) => readLayout(root, folder)),
        srcFolders(root, 'shared'),
      ),
    ),
  );
  const targets = ['shell', 'mf-a', 'mf-b', 'shared', 'ops', 'server', 'e2e', 'scripts', 'bench'].filter((folder) =>
    fs.existsSync(path.join(root, folder)),
  );
  const result = spawnSync(OXLINT, ['-c', config, '-f', 'json', ...targets], { cwd: root, encoding: 'utf8' });
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(path.dirname(config), { recursive: true, force: true });
  const report = JSON.parse(result.stdout) as { diagnostics: Finding[] };
  return report.diagnostics;
}

const ok = 'export const x = 1;\n';
const layout = {
  'shared/src/index.ts': ok,
  'shared/src/contract/endpoints.ts': ok,
  'shared/src/api/client.ts': ok,
  'shared/src/i18n/locales/EN.json': '{}\n',
  'shell/src/app.ts': ok,
  'mf-a/src/i18n.ts': ok,
  'mf-a/src/exposes/page.tsx': ok,
  'mf-a/src/pages/page.tsx': ok,
  'mf-a/src/login/form.ts': ok,
  'mf-a/src/register/form.ts': ok,
  'mf-a/src/ui/button.ts': ok,
  'mf-a/src/common/env.ts': ok,
  'mf-b/src/pages/page.tsx': ok,
};

describe('the lint configuration', () => {
  it('is built from the bundle configs of this repository: the shell and every remote', async () => {
    const bundles = await readBundles(ROOT);
    expect(bundles.filter((bundle) => bundle.kind === 'host').map((bundle) => bundle.folder)).toEqual(['shell']);
    const remotes = bundles.filter((bundle) => bundle.kind === 'remote').map((bundle) => bundle.folder);
    expect(remotes).toEqual(expect.arrayContaining(['mf-auth', 'mf-pwa']));
    expect(remotes.every((folder) => fs.existsSync(path.join(ROOT, folder, 'bundle.config.ts')))).toBe(true);
  });

  it('passes the imports that respect the layers', () => {
    expect(
      lint({
        ...layout,
        'mf-a/src/exposes/page.tsx': "import { x } from '../pages/page';\nimport { y } from '@m/shared';\nexport const z = [x, y];\n",
        'mf-a/src/pages/page.tsx':
          "import { x } from '../login/form';\nimport { y } from '../register/form';\nimport { b } from '../ui/button';\nexport const z = [x, y, b];\n",
        'mf-a/src/login/form.ts':
          "import { e } from '../common/env';\nimport { b } from '../ui/button';\nimport { t } from '../i18n';\nimport { s } from './sibling';\nexport const x = [e, b, t, s];\n",
        'mf-a/src/ui/button.ts': "import { e } from '../common/env';\nexport const b = e;\n",
        'shell/src/app.ts': "import { m } from '@m/shared';\nimport { t } from '@m/shared/testing';\nexport const a = [m, t];\n",
      }),
    ).toEqual([]);
  });

  it('fails a remote that imports another remote or the shell, saying why', () => {
    const found = lint({
      ...layout,
      'mf-a/src/login/form.ts':
        "import { p } from 'mf-b/src/pages/page';\nimport { q } from '../../../mf-b/src/pages/page';\nimport { s } from '../../../shell/src/app';\nexport const x = [p, q, s];\n",
    });
    expect(found).toEqual([
      expect.stringMatching(/mf-a\/src\/login\/form\.ts: mf-a must not import another remote \(mf-b\)/),
      expect.stringMatching(/mf-a\/src\/login\/form\.ts: mf-a must not import another remote \(mf-b\)/),
      expect.stringMatching(/mf-a\/src\/login\/form\.ts: mf-a must not import the shell/),
    ]);
  });

  it('fails a deep or relative path into @m/shared, the router, rxjs and the federation runtime in a remote', () => {
    const found = lint({
      ...layout,
      'mf-a/src/common/env.ts':
        "import { a } from '@m/shared/contract';\nimport { b } from '../../../shared/src/index';\nimport { c } from 'react-router-dom';\nimport { d } from 'rxjs';\nimport { e } from '@module-federation/runtime';\nexport const x = [a, b, c, d, e];\n",
    });
    expect(found).toHaveLength(5);
    for (const why of [
      /federation runtime/,
      /props\.navigate/,
      /package name only.*deep path/,
      /package name only: import from '@m\/shared'\.$/,
      /rxjs helpers/,
    ])
      expect(found.filter((line) => why.test(line))).toHaveLength(1);
  });

  it('fails an import that runs back up a layer, or from one feature into another', () => {
    const found = lint({
      ...layout,
      'mf-a/src/login/form.ts': "import { r } from '../register/form';\nimport { p } from '../pages/page';\nexport const x = [r, p];\n",
      'mf-a/src/ui/button.ts': "import { l } from '../login/form';\nexport const b = l;\n",
      'mf-a/src/i18n.ts': "import { l } from './login/form';\nexport const t = l;\n",
      'mf-a/src/pages/page.tsx': "import { e } from '../exposes/page';\nexport const z = e;\n",
    });
    expect(found).toEqual([
      expect.stringMatching(/mf-a\/src\/i18n\.ts: .*bottom layer/),
      expect.stringMatching(/mf-a\/src\/login\/form\.ts: .*features never import each other/),
      expect.stringMatching(/mf-a\/src\/login\/form\.ts: .*imports no page/),
      expect.stringMatching(/mf-a\/src\/pages\/page\.tsx: .*parcel wrappers/),
      expect.stringMatching(/mf-a\/src\/ui\/button\.ts: .*common folder/),
    ]);
  });

  it('fails @m/shared importing a bundle', () => {
    expect(lint({ ...layout, 'shared/src/index.ts': "import { a } from '../../shell/src/app';\nexport const x = a;\n" })).toEqual([
      expect.stringMatching(/shared\/src\/index\.ts: @m\/shared imports no bundle/),
    ]);
  });

  it('keeps the contract the ground floor of @m/shared: it imports no other shared folder, they import it', () => {
    const found = lint({
      ...layout,
      'shared/src/contract/endpoints.ts':
        "import { c } from '../api/client';\nimport EN from '../i18n/locales/EN.json';\nimport { s } from './schemas/login';\nexport const x = [c, EN, s];\n",
      'shared/src/contract/schemas/login.ts':
        "import { i } from '../../index';\nimport { c } from '../../api';\nexport const s = [i, c];\n",
      'shared/src/bus/event-bus.ts': "import { x } from '../contract/endpoints';\nexport const b = x;\n",
    });
    expect(found).toEqual([
      expect.stringMatching(
        /shared\/src\/contract\/endpoints\.ts: shared\/src\/contract is the ground floor of @m\/shared: it imports no other shared folder \(api, bus, i18n\)/,
      ),
      expect.stringMatching(/shared\/src\/contract\/schemas\/login\.ts: shared\/src\/contract is the ground floor/),
    ]);
  });

  it("fails the server, the end-to-end tests, the scripts and the benchmark importing a bundle's src, and passes @m/shared", () => {
    const found = lint({
      ...layout,
      'server/src/federation/check.ts':
        "import { a } from '../../../shell/src/app';\nimport { r } from '../../../shared/src/contract/endpoints';\nexport const x = [a, r];\n",
      'e2e/tests/routes.spec.ts': "import { p } from '../../mf-a/src/pages/page';\nexport const x = p;\n",
      'scripts/build.ts':
        "import config from '../shell/bundle.config';\nimport { p } from 'mf-b/src/pages/page';\nexport const x = [config, p];\n",
      'bench/src/bench.ts': "import { a } from '../../shell/src/app';\nexport const x = a;\n",
    });
    expect(found).toEqual([
      expect.stringMatching(/bench\/src\/bench\.ts: Never import a bundle's src \(shell\/src\)/),
      expect.stringMatching(/e2e\/tests\/routes\.spec\.ts: Never import a bundle's src \(mf-a\/src\)/),
      expect.stringMatching(/scripts\/build\.ts: Never import a bundle's src \(mf-b\/src\)/),
      expect.stringMatching(/server\/src\/federation\/check\.ts: Never import a bundle's src \(shell\/src\)/),
    ]);
  });

  it("keeps the operator console apart: @m/shared's contract only, never a bundle", () => {
    const found = lint({
      ...layout,
      'ops/src/api/client.ts':
        "import { OPS_API } from '@m/shared/ops';\nimport { REMOTE_NAMES } from '@m/shared/remotes';\nimport { api } from '@m/shared';\nimport { e } from '@m/shared/contract';\nimport { s } from '../../../shared/src/bus/event-bus';\nimport { a } from '../../../shell/src/app';\nimport { p } from 'mf-a/src/pages/page';\nexport const x = [OPS_API, REMOTE_NAMES, api, e, s, a, p];\n",
      'server/src/static/ops.ts': "import { c } from '../../../ops/src/api/client';\nexport const x = c;\n",
    });
    expect(found.filter((line) => line.startsWith('ops/'))).toHaveLength(5);
    expect(found.filter((line) => /operator console \(ops\/\) is no part of the player's bundles/.test(line))).toHaveLength(5);
    expect(found).toContainEqual(expect.stringMatching(/server\/src\/static\/ops\.ts: Never import a bundle's src \(ops\/src\)/));
  });

  it("lets the console's build configuration use @m/shared's build helpers, by package name only, and nothing else of it", () => {
    const helper = "import { typescriptRule } from '@m/shared/build/typescript-rule';\nexport const r = typescriptRule;\n";
    const allowed = lint({
      ...layout,
      'shared/build/typescript-rule.ts': ok,
      'ops/build/webpack-config.ts': `${helper}import { OPS_API } from '@m/shared/ops';\nexport const x = OPS_API;\n`,
    });
    expect(allowed).toEqual([]);

    const found = lint({
      ...layout,
      'shared/build/typescript-rule.ts': ok,
      'ops/build/webpack-config.ts':
        "import { api } from '@m/shared';\nimport { s } from '../../shared/build/typescript-rule';\nimport { a } from '../../shell/src/app';\nexport const x = [api, s, a];\n",
      // The app itself stays behind the contract: no build helper in the browser's code.
      'ops/src/index.tsx': helper,
    });
    expect(found).toEqual([
      expect.stringMatching(/ops\/build\/webpack-config\.ts: The operator console's build \(ops\/build\) imports no bundle/),
      expect.stringMatching(/ops\/build\/webpack-config\.ts: The operator console's build \(ops\/build\) imports no bundle/),
      expect.stringMatching(/ops\/build\/webpack-config\.ts: The operator console's build \(ops\/build\) imports no bundle/),
      expect.stringMatching(/ops\/src\/index\.tsx: The operator console \(ops\/\) is no part of the player's bundles/),
    ]);
  });

  describe('React and accessibility rules', () => {
    const codes = (files: Record<string, string>) => findings({ ...layout, ...files }).map((d) => `${d.filename}: ${d.code}`);
    const banner = (body: string) =>
      `import { useState } from 'react';\nexport function Banner({ open, src }: { open: boolean; src: string }) {\n${body}\n}\n`;

    it('fails a hook called conditionally, and passes it called on every render', () => {
      const conditional = banner('  if (!open) return null;\n  const [seen] = useState(false);\n  return <p>{String(seen)}{src}</p>;');
      expect(codes({ 'mf-a/src/ui/banner.tsx': conditional })).toEqual(['mf-a/src/ui/banner.tsx: react-hooks(rules-of-hooks)']);
      const always = banner('  const [seen] = useState(false);\n  if (!open) return null;\n  return <p>{String(seen)}{src}</p>;');
      expect(codes({ 'mf-a/src/ui/banner.tsx': always })).toEqual([]);
    });

    it('fails an image without alt text, and passes one with it', () => {
      const image = (tag: string) => `export function Banner({ src }: { src: string }) {\n  return ${tag};\n}\n`;
      const noAlt = image('<img src={src} />');
      expect(codes({ 'shell/src/banner.tsx': noAlt })).toEqual(['shell/src/banner.tsx: jsx-a11y(alt-text)']);
      const withAlt = image('<img src={src} alt="" />');
      expect(codes({ 'shell/src/banner.tsx': withAlt })).toEqual([]);
    });

    it('fails an effect that leaves out what it reads (exhaustive deps)', () => {
      const effect =
        "import { useEffect } from 'react';\nexport function Title({ text }: { text: string }) {\n  useEffect(() => {\n    document.title = text;\n  }, []);\n  return null;\n}\n";
      expect(codes({ 'mf-b/src/pages/title.tsx': effect })).toEqual(['mf-b/src/pages/title.tsx: react-hooks(exhaustive-deps)']);
    });
  });
});
