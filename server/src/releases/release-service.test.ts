import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from './release-bucket';
import { registryKey, versionPrefix } from './bucket-layout';
import { readAudit } from './audit-log';
import { readRegistry } from './registry-store';
import * as changes from './registry-changes';
import { registryText } from './registry-object';
import { REMOTES, releaseKit, seedRegistry, type Kit } from './release-test-kit';
import { releaseService } from './release-service';

let kit: Kit;
const who = { actor: 'games-team-ci', reason: 'test' };
const VERSIONS = ['1.1.0', '1.2.0', '1.3.0', '1.4.0'];

beforeAll(async () => {
  kit = await releaseKit();
  // 5 remotes x 4 versions: 20 published versions.
  for (const remote of REMOTES) for (const version of VERSIONS) await kit.publish(remote, version);
}, 180_000);
afterAll(() => kit.close());

const versionOf = async (registry: string, remote: string) =>
  (await readRegistry(kit.s3.bucket, registry))?.doc.remotes.find((r) => r.name === remote)?.version;

describe('20 concurrent promotions for one merchant', () => {
  it('all land: each remote went through its 4 versions in one unbroken line, in the registry and in the audit log', async () => {
    // Per remote, 4 promotions at once (each to a different version), 5 remotes at once: 20 changes racing on one object.
    const outcomes = await Promise.all(
      REMOTES.flatMap((remote) => VERSIONS.map((version) => kit.service.promote(remote, version, 'demo', who))),
    );
    expect(outcomes.flat()).toHaveLength(20);
    const { doc } = (await readRegistry(kit.s3.bucket, 'demo'))!;
    const audit = await readAudit(kit.s3.bucket, 'demo', 500);
    expect(audit).toHaveLength(20);
    // One record per revision of the registry, 1 to 20: no change overwrote another's.
    expect(audit.map((r) => r.revision)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const remote of REMOTES) {
      // A lost update shows as two changes from the same version: the line forks and one version is gone.
      const records = audit.filter((r) => r.remote === remote);
      const byFrom = new Map(records.map((r) => [r.from, r.to]));
      expect(byFrom.size).toBe(4);
      const line = ['1.0.0'];
      while (byFrom.has(line[line.length - 1]!)) line.push(byFrom.get(line[line.length - 1]!)!);
      expect([...line].sort()).toEqual(['1.0.0', ...VERSIONS]);
      // The registry holds the line's end and, for rollbacks, every entry it replaced, in order.
      expect(doc.remotes.find((r) => r.name === remote)!.version).toBe(line[4]);
      expect(doc.previous![remote]!.map((e) => e.version)).toEqual(line.slice(0, 4));
    }
  }, 180_000);

  it('is a test that fails on a read-change-write: the same 20 changes written without If-Match lose some', async () => {
    const raw = s3Client(kit.s3.settings);
    const name = 'naive-check';
    await kit.s3.bucket.put(registryKey(name), registryText({ ...seedRegistry(), merchant: name }), {
      contentType: 'application/json',
      cacheControl: 'no-store',
    });
    const entries = REMOTES.flatMap((remote) =>
      VERSIONS.map((version) => ({
        name: remote,
        version,
        manifest: `https://cdn.example.com/remotes/${remote}/${version}/mf-manifest.json`,
      })),
    );
    // Read, change, write: every change reads before any write lands, as concurrent publishers do.
    const reads = await Promise.all(entries.map(() => readRegistry(kit.s3.bucket, name)));
    await Promise.all(
      entries.map(async (entry, i) => {
        const applied = changes.promote(reads[i]!.doc, entry, 'https://cdn.example.com', 'merchant');
        await raw.send(new PutObjectCommand({ Bucket: kit.s3.settings.bucket, Key: registryKey(name), Body: registryText(applied.doc) }));
      }),
    );
    raw.destroy();
    const { doc } = (await readRegistry(kit.s3.bucket, name))!;
    const landed = Object.values(doc.previous ?? {}).reduce((n, list) => n + list.length, 0);
    // The check above would see 20 earlier entries; the naive writes kept one.
    expect(landed).toBe(1);
  }, 180_000);
});

describe('a promotion that names a broken version', () => {
  it('is refused when the version was never published, and changes nothing', async () => {
    const before = await kit.s3.bucket.getText(registryKey('demo'));
    await expect(kit.service.promote('mf-games', '9.9.9', 'demo', who)).rejects.toThrow(
      'mf-games 9.9.9 is not published (no remotes/mf-games/9.9.9/release-manifest.json in the bucket): publish it first',
    );
    expect(await kit.s3.bucket.getText(registryKey('demo'))).toEqual(before);
  });

  it('is refused when one of its files is gone from the bucket, and changes nothing', async () => {
    await kit.publish('mf-games', '2.0.0');
    // Deleting is what a lifecycle rule or a bad sync does; s3rver and S3 both answer 404 after it.
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    const raw = s3Client(kit.s3.settings);
    await raw.send(
      new DeleteObjectCommand({ Bucket: kit.s3.settings.bucket, Key: `${versionPrefix('mf-games', '2.0.0')}770.fc2f63ed.js` }),
    );
    raw.destroy();
    const before = await kit.s3.bucket.getText(registryKey('demo'));
    const auditBefore = (await readAudit(kit.s3.bucket, null, 500)).length;
    await expect(kit.service.promote('mf-games', '2.0.0', 'demo', who)).rejects.toThrow(
      'mf-games 2.0.0 is incomplete in the bucket: 770.fc2f63ed.js missing; publish it again',
    );
    expect(await kit.s3.bucket.getText(registryKey('demo'))).toEqual(before);
    expect(await readAudit(kit.s3.bucket, null, 500)).toHaveLength(auditBefore);
  });

  it('is refused when a file differs from the integrity recorded at publishing, and changes nothing', async () => {
    await kit.publish('mf-member', '2.0.0');
    await kit.s3.bucket.put(`${versionPrefix('mf-member', '2.0.0')}server/remoteEntry.js`, 'globalThis.stealCookies()', {
      contentType: 'text/javascript',
      cacheControl: 'no-store',
    });
    const before = await kit.s3.bucket.getText(registryKey('default'));
    await expect(kit.service.promote('mf-member', '2.0.0', null, who)).rejects.toThrow(
      'mf-member 2.0.0 was changed after publishing: server/remoteEntry.js no longer match the integrity in its manifest; publish a new version',
    );
    expect(await kit.s3.bucket.getText(registryKey('default'))).toEqual(before);
  });
});

describe('rollback, pin and canary', () => {
  it('rollback returns a merchant to the entry its last change replaced, and says so in the audit log', async () => {
    const from = await versionOf('demo', 'mf-pwa');
    const doc = (await readRegistry(kit.s3.bucket, 'demo'))!.doc;
    const expected = doc.previous!['mf-pwa']!.at(-1)!;
    const [outcome] = await kit.service.rollback('mf-pwa', 'demo', { actor: 'ops-anna', reason: 'install prompt broken' });
    expect(outcome).toMatchObject({ registry: 'demo', from, to: expected.version });
    expect((await readRegistry(kit.s3.bucket, 'demo'))!.doc.remotes.find((r) => r.name === 'mf-pwa')).toEqual(expected);
    const last = (await readAudit(kit.s3.bucket, 'demo', 1))[0]!;
    expect(last).toMatchObject({
      actor: 'ops-anna',
      action: 'rollback',
      remote: 'mf-pwa',
      from,
      to: expected.version,
      reason: 'install prompt broken',
    });
  });

  it('a promotion for all moves the default and unpinned merchants, and passes a pinned merchant by', async () => {
    await kit.service.pin('mf-auth', '1.2.0', 'lotus', who);
    const outcomes = await kit.service.promote('mf-auth', '1.3.0', null, who);
    expect(outcomes.find((o) => o.registry === 'default')).toMatchObject({ to: '1.3.0' });
    expect(outcomes.find((o) => o.registry === 'lotus')).toMatchObject({ skipped: 'pinned at 1.2.0' });
    expect(await versionOf('lotus', 'mf-auth')).toBe('1.2.0');
    expect(await versionOf('default', 'mf-auth')).toBe('1.3.0');
    // Run again (a CI job retried): nothing changes, nothing fails.
    const again = await kit.service.promote('mf-auth', '1.3.0', null, who);
    expect(again.every((o) => o.skipped)).toBe(true);
    await expect(kit.service.promote('mf-auth', '1.4.0', 'lotus', who)).rejects.toThrow(
      'mf-auth is pinned at 1.2.0 for lotus: unpin it, or pin 1.4.0',
    );
    const [unpinned] = await kit.service.unpin('mf-auth', 'lotus', who);
    expect(unpinned).toMatchObject({ from: '1.2.0', to: '1.3.0' });
  });

  it('a canary runs next to the current version; rolling back ends it', async () => {
    const current = await versionOf('lotus', 'mf-games');
    await kit.service.canary('mf-games', '1.4.0', 10, 'lotus', who);
    const entry = (await readRegistry(kit.s3.bucket, 'lotus'))!.doc.remotes.find((r) => r.name === 'mf-games')!;
    expect(entry.version).toBe(current);
    expect(entry.canary).toMatchObject({
      version: '1.4.0',
      share: 10,
      manifest: 'https://cdn.example.com/remotes/mf-games/1.4.0/mf-manifest.json',
    });
    expect(entry.canary!.server!.integrity).toMatch(/^sha384-/);
    await expect(kit.service.canary('mf-games', '1.4.0', 100, 'lotus', who)).rejects.toThrow('whole percent from 0');
    await kit.service.rollback('mf-games', 'lotus', who);
    const after = (await readRegistry(kit.s3.bucket, 'lotus'))!.doc.remotes.find((r) => r.name === 'mf-games')!;
    expect(after.canary).toBeUndefined();
    expect(after.version).toBe(current);
  });

  it('refuses a merchant that does not exist instead of creating its registry', async () => {
    await expect(kit.service.promote('mf-games', '1.1.0', 'lotsu', who)).rejects.toThrow('there is no merchant lotsu');
    expect(await kit.s3.bucket.exists(registryKey('lotsu'))).toBe(false);
  });

  it('moves a merchant from its registry of before the bucket on the first promotion for all: what it ran apart from the default stays pinned', async () => {
    const lotusBefore = {
      ...seedRegistry(),
      merchant: 'lotus',
      remotes: seedRegistry().remotes.map((r) =>
        r.name === 'mf-pwa' ? { ...r, version: '1.1.0', manifest: '/m/remotes/mf-pwa/1.1.0/mf-manifest.json' } : r,
      ),
    };
    const service = releaseService({
      bucket: kit.s3.bucket,
      publicUrl: 'https://cdn.example.com',
      seed: async (name) => (name === 'lotus' ? lotusBefore : name === 'default' ? seedRegistry() : null),
      merchants: async () => ['demo', 'lotus'],
    });
    // lotus's bucket registry from the tests above goes: as on the day the bucket is first used.
    const raw = s3Client(kit.s3.settings);
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await raw.send(new DeleteObjectCommand({ Bucket: kit.s3.settings.bucket, Key: registryKey('lotus') }));
    raw.destroy();
    const outcomes = await service.promote('mf-games', '1.2.0', null, who);
    expect(outcomes.find((o) => o.registry === 'lotus')).toMatchObject({ from: '1.0.0', to: '1.2.0' });
    expect(await versionOf('lotus', 'mf-games')).toBe('1.2.0');
    const pwa = await service.promote('mf-pwa', '1.3.0', null, who);
    expect(pwa.find((o) => o.registry === 'lotus')).toMatchObject({ skipped: 'pinned at 1.1.0' });
    expect(await versionOf('lotus', 'mf-pwa')).toBe('1.1.0');
  });
});
