/**
 * The federation runtime as patched (patches/@module-federation__runtime-core@2.9.2.patch,
 * module-federation/core PR 5062, issue 40): consuming a shared module no longer registers the
 * host's whole share table again. On home every remote consumes a dozen shared modules, and each
 * consumption re-registered every entry of the table (about 235 ms of a slow phone's start-up).
 */
import { createRequire } from 'node:module';

interface Federation {
  loadShare(name: string): Promise<false | (() => unknown)>;
  loadShareSync(name: string): () => unknown;
  sharedHandler: { hooks: { lifecycle: { afterRegisterShare: { on(listener: () => void): void } } } };
}

/** The runtime-core the bundles are built with (the path shared/build/webpack-config.ts aliases). */
function runtimeCore(): { ModuleFederation: new (options: object) => Federation } {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  return fromTools('@module-federation/runtime-core') as { ModuleFederation: new (options: object) => Federation };
}

const shared = (name: string) => ({ version: '1.0.0', lib: () => ({ name }), shareConfig: { singleton: true, requiredVersion: '^1.0.0' } });

describe('the federation share table', () => {
  it('is registered once per page, not again on every shared module consumed', async () => {
    const { ModuleFederation } = runtimeCore();
    const federation = new ModuleFederation({
      name: 'host',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: { react: shared('react'), 'react-dom': shared('react-dom'), rxjs: shared('rxjs') },
    });
    let registrations = 0;
    federation.sharedHandler.hooks.lifecycle.afterRegisterShare.on(() => {
      registrations += 1;
    });
    for (let round = 0; round < 5; round += 1) {
      const react = await federation.loadShare('react');
      expect(react && react()).toEqual({ name: 'react' });
      expect(federation.loadShareSync('rxjs')()).toEqual({ name: 'rxjs' });
    }
    // Three entries, registered once each (unpatched: 3 per consumption, 30 here).
    expect(registrations).toBe(3);
  });
});
