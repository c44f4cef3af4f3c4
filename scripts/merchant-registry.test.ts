import { pin, rollback, type RegistryDoc } from './merchant-registry';

const doc: RegistryDoc = {
  merchant: 'lotus',
  remotes: [
    { name: 'mf-pwa', version: '1.0.0', manifest: '/m/remotes/mf-pwa/1.0.0/mf-manifest.json' },
    { name: 'mf-auth', version: '1.0.0', manifest: '/m/remotes/mf-auth/1.0.0/mf-manifest.json' },
  ],
};
const at = new Date('2026-11-23T11:00:00Z');

describe('pinning a merchant to a remote version', () => {
  it('pins one remote, remembers what it replaced, and rolls back to it', () => {
    const pinned = pin(doc, [], 'mf-pwa', '1.1.0', at);
    expect(pinned.doc.remotes[0]).toEqual({ name: 'mf-pwa', version: '1.1.0', manifest: '/m/remotes/mf-pwa/1.1.0/mf-manifest.json' });
    expect(pinned.doc.remotes[1]).toEqual(doc.remotes[1]);
    expect(pinned.history).toEqual([{ remote: 'mf-pwa', from: '1.0.0', to: '1.1.0', at: '2026-11-23T11:00:00.000Z' }]);

    const again = pin(pinned.doc, pinned.history, 'mf-pwa', '1.2.0', at);
    const back = rollback(again.doc, again.history, 'mf-pwa');
    expect([back.from, back.to, back.doc.remotes[0]!.version]).toEqual(['1.2.0', '1.1.0', '1.1.0']);
    const first = rollback(back.doc, back.history, 'mf-pwa');
    expect(first.doc).toEqual(doc);
    expect(first.history).toEqual([]);
  });

  it('refuses a rollback with nothing to go back to, or after a hand edit', () => {
    expect(() => rollback(doc, [], 'mf-pwa')).toThrow('merchant lotus has no earlier version of mf-pwa to roll back to');
    const pinned = pin(doc, [], 'mf-pwa', '1.1.0', at);
    const edited = { ...pinned.doc, remotes: [{ ...pinned.doc.remotes[0]!, version: '1.3.0' }, pinned.doc.remotes[1]!] };
    expect(() => rollback(edited, pinned.history, 'mf-pwa')).toThrow('edited by hand');
    expect(() => pin(doc, [], 'mf-pwa', '1.0.0', at)).toThrow('already at 1.0.0');
    expect(() => pin(doc, [], 'mf-games', '1.0.0', at)).toThrow('mf-games is not in this registry');
  });
});
