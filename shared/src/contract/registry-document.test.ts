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

describe('a remote version’s server build in the registry', () => {
  const remote = valid.remotes[0]!;
  it('keeps its address and integrity hash', () => {
    const server = { entry: 'https://cdn.example.com/mf-games/1.2.3/server/remoteEntry.js', integrity: 'sha384-AbC+/9==' };
    expect(parseRegistryDocument({ ...valid, remotes: [{ ...remote, server }] }).remotes[0]!.server).toEqual(server);
  });

  it.each([
    [{ integrity: 'md5-abc' }, 'server.integrity'],
    [{ integrity: 'sha384-<script>' }, 'server.integrity'],
    [{ entry: '/m/remotes/mf-games/1.2.3/server/remoteEntry.css' }, 'server.entry'],
    [{ entry: '/m/remotes/../../etc/x.js' }, 'server.entry'],
    ['yes', 'server must be an object'],
  ])('refuses %j', (server, message) => {
    expect(() => parseRegistryDocument({ ...valid, remotes: [{ ...remote, server }] })).toThrow(message);
  });
});

describe('a canary in the registry (issue 38: data model; not yet honoured by the render tier or shell)', () => {
  const remote = valid.remotes[0]!;
  const canary = { version: '1.3.0', manifest: 'https://cdn.example.com/remotes/mf-games/1.3.0/mf-manifest.json', share: 10 };
  it('keeps a valid canary', () => {
    expect(parseRegistryDocument({ ...valid, remotes: [{ ...remote, canary }] }).remotes[0]!.canary).toEqual(canary);
  });
  it.each([
    [{ ...canary, share: 0 }, 'whole percent'],
    [{ ...canary, share: 100 }, 'whole percent'],
    [{ ...canary, share: 12.5 }, 'whole percent'],
    [{ ...canary, version: remote.version }, 'already runs'],
    [{ ...canary, manifest: 'https://cdn.example.com/x.js' }, 'mf-manifest.json'],
  ])('rejects canary %j', (bad, message) => {
    expect(() => parseRegistryDocument({ ...valid, remotes: [{ ...remote, canary: bad }] })).toThrow(message);
  });
});
