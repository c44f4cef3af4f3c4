import { readEmbeddedRegistry } from './embedded-registry';
import { markOfflineCopy } from '../sw/offline-copy';

const registry = {
  schemaVersion: 1,
  merchant: 'demo',
  allowedOrigins: ['self'],
  loadTimeoutMs: 8000,
  remotes: [{ name: 'mf-games', version: '1.0.0', manifest: '/m/remotes/mf-games/1.0.0/mf-manifest.json' }],
};

function page(text: string | null, offlineCopy = false): Document {
  document.head.innerHTML = offlineCopy ? markOfflineCopy('<head></head>').replace(/<\/?head>/g, '') : '';
  document.body.innerHTML = '';
  if (text !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'm-registry';
    script.textContent = text;
    document.body.append(script);
  }
  return document;
}

describe('the registry the page carries', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is used on a page that came from the network, with or without the service worker in between', () => {
    expect(readEmbeddedRegistry(page(JSON.stringify(registry)))).toMatchObject({
      merchant: 'demo',
      remotes: [{ name: 'mf-games', version: '1.0.0' }],
    });
  });

  it("is ignored on the service worker's offline copy: it may be older than the registry", () => {
    expect(readEmbeddedRegistry(page(JSON.stringify(registry), true))).toBeNull();
  });

  it.each([
    ['no registry in the page', null],
    ['text that is not JSON', '{ not json'],
    ['JSON that is not a registry', '{"remotes": "all"}'],
  ])('is none with %s, so the shell fetches it', (_label, text) => {
    expect(readEmbeddedRegistry(page(text))).toBeNull();
  });
});
