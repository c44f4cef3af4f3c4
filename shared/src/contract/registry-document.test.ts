import { parseRegistryDocument, RegistryError } from './registry-document';

const valid = {
  schemaVersion: 1,
  merchant: 'demo',
  allowedOrigins: ['self', 'https://cdn.example.com'],
  remotes: [{ name: 'mf-games', version: '1.2.3', manifest: '/m/remotes/mf-games/1.2.3/mf-manifest.json' }],
};

describe('federation registry document', () => {
  it('accepts a valid document and fills the default time bound', () => {
    const doc = parseRegistryDocument(valid);
    expect(doc.loadTimeoutMs).toBe(8000);
    expect(doc.remotes[0]).toEqual(valid.remotes[0]);
  });

  it.each([
    ['not an object', 'registry'],
    [{ ...valid, schemaVersion: 2 }, 'schemaVersion'],
    [{ ...valid, merchant: '<script>' }, 'merchant'],
    [{ ...valid, allowedOrigins: ['https://cdn.example.com/path'] }, 'bare http(s) origin'],
    [{ ...valid, allowedOrigins: ['javascript:alert(1)'] }, 'allowed origin'],
    [{ ...valid, remotes: [{ ...valid.remotes[0], name: 'mf-evil' }] }, 'not a known remote'],
    [{ ...valid, remotes: [valid.remotes[0], valid.remotes[0]] }, 'listed twice'],
    [{ ...valid, remotes: [{ ...valid.remotes[0], version: 'latest' }] }, 'valid version'],
    [{ ...valid, remotes: [{ ...valid.remotes[0], manifest: '/m/remotes/x/remoteEntry.js' }] }, 'mf-manifest.json'],
    [{ ...valid, loadTimeoutMs: 10 }, 'loadTimeoutMs'],
  ])('rejects %j', (doc, message) => {
    expect(() => parseRegistryDocument(doc)).toThrow(RegistryError);
    expect(() => parseRegistryDocument(doc)).toThrow(message);
  });
});
