/**
 * @jest-environment node
 */
import type { EntryCode, ServerEntryRef } from '@m/shared';
import type { RemoteContainers as Containers } from './remote-containers';

// Defined by the server build (shared/build/server-webpack-config.ts); the test gives its own.
(globalThis as Record<string, unknown>).__SHARED_VERSIONS__ = {
  react: '19.0.0',
  'react-router-dom': '7.0.0',
  rxjs: '7.8.0',
  '@m/shared': '1.0.0',
};
const { RemoteContainers, REFUSAL_KEPT_MS } = require('./remote-containers') as typeof import('./remote-containers');

/** A server entry whose parcel says which build it is (what `data-remote-version` would show). */
function entryCode(build: string): string {
  return `module.exports = { mf_games: {
    init: function () {},
    get: function () { return Promise.resolve(function () { return { default: { ssr: { build: ${JSON.stringify(build)} } } }; }); },
  } };`;
}

class EntryRefused extends Error {
  override name = 'EntryRefused';
}

/** Two registries pinning one version: the same number, another address and hash each. */
function artefacts(version: string): { demo: ServerEntryRef; lotus: ServerEntryRef } {
  return {
    demo: { remote: 'mf-games', version, url: `/m/remotes/mf-games/${version}/server/remoteEntry.js`, integrity: null },
    lotus: { remote: 'mf-games', version, url: `https://cdn.lotus.example/mf-games/${version}/remoteEntry.js`, integrity: 'sha384-lotus' },
  };
}

/** Each address's file, or null where the server refuses it (wrong hash). */
function server(files: Record<string, string | null>) {
  const asked: string[] = [];
  const fetchEntry = async (entry: ServerEntryRef): Promise<EntryCode> => {
    asked.push(entry.url);
    const file = files[entry.url];
    if (file === undefined || file === null) throw new EntryRefused(`${entry.url} does not match the registry's integrity`);
    return { url: entry.url, code: file };
  };
  return { asked, fetchEntry };
}

async function build(containers: Containers, entry: ServerEntryRef): Promise<string> {
  const ssr = (await containers.parcel(entry, './HomeRows')) as unknown as { build: string };
  return ssr.build;
}

describe('each merchant gets exactly the artefact its registry pins', () => {
  it('demo first, then lotus: lotus gets its own file for the same version, not demo’s', async () => {
    const { demo, lotus } = artefacts('3.0.0');
    const { fetchEntry } = server({ [demo.url]: entryCode('demo-build'), [lotus.url]: entryCode('lotus-build') });
    const containers = new RemoteContainers(fetchEntry);
    expect(await build(containers, demo)).toBe('demo-build');
    expect(await build(containers, lotus)).toBe('lotus-build');
    expect(await build(containers, demo)).toBe('demo-build');
  });

  it('lotus first, then demo: each still gets its own, whichever came first', async () => {
    const { demo, lotus } = artefacts('3.0.1');
    const { fetchEntry } = server({ [demo.url]: entryCode('demo-build'), [lotus.url]: entryCode('lotus-build') });
    const containers = new RemoteContainers(fetchEntry);
    expect(await build(containers, lotus)).toBe('lotus-build');
    expect(await build(containers, demo)).toBe('demo-build');
  });

  it('two renderers in one process (two tiers’ worth) never see each other’s loads', async () => {
    const { demo, lotus } = artefacts('3.0.2');
    const first = new RemoteContainers(server({ [demo.url]: entryCode('demo-build') }).fetchEntry);
    const second = new RemoteContainers(server({ [lotus.url]: entryCode('lotus-build') }).fetchEntry);
    expect(await build(first, demo)).toBe('demo-build');
    expect(await build(second, lotus)).toBe('lotus-build');
  });

  it('a pin whose hash does not match is refused even after another merchant loaded that version, and the refusal is remembered', async () => {
    const { demo, lotus } = artefacts('3.0.3');
    let now = 1_000_000;
    const { asked, fetchEntry } = server({ [demo.url]: entryCode('demo-build'), [lotus.url]: null });
    const containers = new RemoteContainers(fetchEntry, () => now);
    expect(await build(containers, demo)).toBe('demo-build');
    await expect(build(containers, lotus)).rejects.toThrow(/integrity/);
    // A page flood on lotus: answered from memory, the file is not fetched on every page.
    for (let page = 0; page < 5; page += 1) await expect(build(containers, lotus)).rejects.toThrow(/integrity/);
    expect(asked.filter((url) => url === lotus.url)).toHaveLength(1);
    // Demo is untouched by lotus's refusal.
    expect(await build(containers, demo)).toBe('demo-build');
    // After a while the registry's file is asked for again (a republished, fixed file can be taken).
    now += REFUSAL_KEPT_MS + 1;
    await expect(build(containers, lotus)).rejects.toThrow(/integrity/);
    expect(asked.filter((url) => url === lotus.url)).toHaveLength(2);
  });

  it('one address, two hashes: the wrong pin refused first, the right one still loads, in that order and the other', async () => {
    const version = '3.0.5';
    const url = `/m/remotes/mf-games/${version}/server/remoteEntry.js`;
    const right: ServerEntryRef = { remote: 'mf-games', version, url, integrity: 'sha384-right' };
    const wrong: ServerEntryRef = { remote: 'mf-games', version, url, integrity: 'sha384-wrong' };
    const fetchEntry = async (entry: ServerEntryRef): Promise<EntryCode> => {
      if (entry.integrity !== 'sha384-right') throw new EntryRefused(`${entry.url} does not match the registry's integrity`);
      return { url: entry.url, code: entryCode('the-build') };
    };
    const containers = new RemoteContainers(fetchEntry);
    await expect(build(containers, wrong)).rejects.toThrow(/integrity/);
    expect(await build(containers, right)).toBe('the-build');
    await expect(build(containers, wrong)).rejects.toThrow(/integrity/);
  });

  it('refused first, then the other merchant: the other still loads its own file', async () => {
    const { demo, lotus } = artefacts('3.0.4');
    const { fetchEntry } = server({ [demo.url]: entryCode('demo-build'), [lotus.url]: null });
    const containers = new RemoteContainers(fetchEntry);
    await expect(build(containers, lotus)).rejects.toThrow(/integrity/);
    expect(await build(containers, demo)).toBe('demo-build');
    await expect(build(containers, lotus)).rejects.toThrow(/integrity/);
  });
});
