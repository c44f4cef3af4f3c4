import { readEmbeddedRegistry } from './embedded-registry';

const registry = {
  schemaVersion: 1,
  merchant: 'demo',
  allowedOrigins: ['self'],
  loadTimeoutMs: 8000,
  remotes: [{ name: 'mf-games', version: '1.0.0', manifest: '/m/remotes/mf-games/1.0.0/mf-manifest.json' }],
};

function page(text: string | null): Document {
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

  it('is used on a page that came from the network', () => {
    expect(readEmbeddedRegistry(page(JSON.stringify(registry)), { controller: null })).toMatchObject({
      merchant: 'demo',
      remotes: [{ name: 'mf-games', version: '1.0.0' }],
    });
  });

  it('is ignored on a page the service worker answered: its copy may be older than the registry', () => {
    expect(readEmbeddedRegistry(page(JSON.stringify(registry)), { controller: {} as ServiceWorker })).toBeNull();
  });

  it.each([
    ['no registry in the page', null],
    ['text that is not JSON', '{ not json'],
    ['JSON that is not a registry', '{"remotes": "all"}'],
  ])('is none with %s, so the shell fetches it', (_label, text) => {
    expect(readEmbeddedRegistry(page(text), undefined)).toBeNull();
  });
});
