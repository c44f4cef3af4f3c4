/**
 * One source for what each remote exposes: its own bundle.config.ts. The shell's allow-list
 * (EXPOSED_MODULES), the route table, the home slots, the service worker's app routes and
 * docs/architecture.md are checked against it, so none of them can name a module the remote
 * does not build, or miss one it does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXPOSED_MODULES, REMOTE_NAMES } from '@m/shared';
import { HOME_SLOTS, ROUTES } from '@m/shared';
import { APP_ROUTE_PATTERN } from '../sw/sw-routes';

const ROOT = path.resolve(__dirname, '../../..');

interface RemoteConfig {
  kind: string;
  dir: string;
  exposes: Record<string, string>;
}

/** Every remote found by its bundle.config.ts, as the config declares itself. */
function remoteConfigs(): Map<string, RemoteConfig> {
  const found = new Map<string, RemoteConfig>();
  for (const entry of fs.readdirSync(ROOT, { withFileTypes: true })) {
    const file = path.join(ROOT, entry.name, 'bundle.config.ts');
    if (!entry.isDirectory() || !entry.name.startsWith('mf-') || !fs.existsSync(file)) continue;
    const config = (require(file) as { default: RemoteConfig }).default;
    if (config.kind === 'remote') found.set(entry.name, config);
  }
  return found;
}

const configs = remoteConfigs();
const exposed = (remote: string) => Object.keys(configs.get(remote)?.exposes ?? {}).sort();

describe('exposed modules come from the bundle configs', () => {
  it('finds every remote, and the shell knows exactly those', () => {
    expect(configs.size).toBeGreaterThanOrEqual(5);
    expect([...configs.keys()].sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it.each([...REMOTE_NAMES])("%s: the shell's allow-list is what the remote builds, and every file exists", (remote) => {
    expect([...EXPOSED_MODULES[remote]].sort()).toEqual(exposed(remote));
    for (const file of Object.values(configs.get(remote)?.exposes ?? {})) expect(fs.existsSync(path.join(ROOT, remote, file))).toBe(true);
  });

  it('the route table and the home slots mount only exposed modules', () => {
    const mounted = [...ROUTES.flatMap((route) => (route.page === 'home' ? [] : [route.page])), ...HOME_SLOTS];
    expect(mounted.filter((page) => !exposed(page.remote).includes(page.module))).toEqual([]);
  });

  it('the service worker serves every route of the table from the shell', () => {
    const paths = ROUTES.map((route) => `/m/${route.path.replace(/:(\w+)/g, 'x')}`);
    expect(paths.filter((route) => !APP_ROUTE_PATTERN.test(route))).toEqual([]);
  });

  it('docs/architecture.md lists exactly what each remote exposes', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    for (const remote of configs.keys()) {
      const line = doc.split('\n').find((text) => text.trim().startsWith(`- ${remote}:`));
      const listed = [...(line ?? '').matchAll(/`(\.\/\w+)`/g)].map((match) => match[1] ?? '').sort();
      expect({ remote, listed }).toEqual({ remote, listed: exposed(remote) });
    }
  });
});
