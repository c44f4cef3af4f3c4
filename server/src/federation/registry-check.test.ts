import { registryProblems } from './registry-check';

const doc = (remotes: { name: string; version: string; manifest: string }[], allowedOrigins = ['self']) => ({
  schemaVersion: 1,
  merchant: 'lotus',
  allowedOrigins,
  loadTimeoutMs: 8000,
  remotes,
});
const built = new Set(['/bundles/mf-pwa/dist/1.0.0/mf-manifest.json', '/bundles/mf-pwa/dist/1.1.0/mf-manifest.json']);
const check = (value: unknown) =>
  registryProblems({ file: 'registry/lotus.json', value, bundlesRoot: '/bundles', exists: (f) => built.has(f) }).problems.map(
    (p) => `${p.field}: ${p.message}`,
  );

describe('registry check', () => {
  it('accepts built versions from this site', () => {
    expect(check(doc([{ name: 'mf-pwa', version: '1.1.0', manifest: '/m/remotes/mf-pwa/1.1.0/mf-manifest.json' }]))).toEqual([]);
  });

  it('refuses a version that was never built', () => {
    expect(check(doc([{ name: 'mf-pwa', version: '9.9.9', manifest: '/m/remotes/mf-pwa/9.9.9/mf-manifest.json' }]))).toEqual([
      'remotes.0.manifest: mf-pwa 9.9.9 is not built (no mf-pwa/dist/9.9.9/mf-manifest.json): build or publish it first',
    ]);
  });

  it('refuses an origin the registry does not allow, and accepts it once listed', () => {
    const remote = { name: 'mf-pwa', version: '1.1.0', manifest: 'https://cdn.example.com/m/remotes/mf-pwa/1.1.0/mf-manifest.json' };
    expect(check(doc([remote]))).toEqual([
      'remotes.0.manifest: mf-pwa comes from https://cdn.example.com, which allowedOrigins does not list',
    ]);
    expect(check(doc([remote], ['self', 'https://cdn.example.com']))).toEqual([]);
  });

  it('refuses a version that names another folder than its manifest, and a malformed document', () => {
    expect(check(doc([{ name: 'mf-pwa', version: '1.1.0', manifest: '/m/remotes/mf-pwa/1.0.0/mf-manifest.json' }]))[0]).toMatch(
      /must point at \/m\/remotes\/mf-pwa\/1\.1\.0/,
    );
    expect(check({ schemaVersion: 2 })).toEqual(['(file): unsupported schemaVersion 2']);
  });
});
