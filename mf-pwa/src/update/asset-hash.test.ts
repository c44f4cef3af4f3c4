import { hashAssetLists } from './asset-hash';

const manifest = { files: { 'main.js': '/m/assets/main.a1.js', 'index.html': '/m/index.html' }, entrypoints: ['/m/assets/main.a1.js'] };
const assets = [{ name: 'logo', url: '/img/logo.1.png' }];
const resources = [{ key: 'banner', url: '/img/banner.1.png' }];

describe('the deployment fingerprint', () => {
  it('does not change when a server writes the same lists in another key order', async () => {
    const reordered = { entrypoints: manifest.entrypoints, files: { 'index.html': '/m/index.html', 'main.js': '/m/assets/main.a1.js' } };
    expect(await hashAssetLists({ assetManifest: manifest, systemAssets: assets, systemResources: resources })).toBe(
      await hashAssetLists({ assetManifest: reordered, systemAssets: assets, systemResources: resources }),
    );
  });

  it('changes with a new shell build', async () => {
    const rebuilt = { ...manifest, files: { ...manifest.files, 'main.js': '/m/assets/main.b2.js' } };
    expect(await hashAssetLists({ assetManifest: manifest, systemAssets: assets, systemResources: resources })).not.toBe(
      await hashAssetLists({ assetManifest: rebuilt, systemAssets: assets, systemResources: resources }),
    );
  });

  it('changes when the system asset or resource list changes', async () => {
    const base = await hashAssetLists({ assetManifest: manifest, systemAssets: assets, systemResources: resources });
    expect(
      await hashAssetLists({ assetManifest: manifest, systemAssets: [...assets, { name: 'x', url: '/x' }], systemResources: resources }),
    ).not.toBe(base);
    expect(await hashAssetLists({ assetManifest: manifest, systemAssets: assets, systemResources: [] })).not.toBe(base);
  });

  it('does not mix up which list an entry belongs to', async () => {
    expect(await hashAssetLists({ assetManifest: manifest, systemAssets: ['a'], systemResources: [] })).not.toBe(
      await hashAssetLists({ assetManifest: manifest, systemAssets: [], systemResources: ['a'] }),
    );
  });
});
