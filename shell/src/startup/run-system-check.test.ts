import { configureApi, supportedLanguages$, systemConfig } from '@m/shared';
import { createMockAdapter, ok, type MockHandler } from '@m/shared/testing';
import { runSystemCheck } from './run-system-check';
import { startupState$ } from './startup-state';

const status = {
  merchantCode: 'demo',
  merchantName: 'Demo Casino',
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
  ip: '1.2.3.4',
  test: true,
  whitelabel: {},
  languages: ['EN', 'VI', 'XX'],
};

function serve(handler: MockHandler): void {
  configureApi({ adapter: createMockAdapter(handler).adapter, merchant: () => '', language: () => 'EN' });
}

describe('publishing what start-up found', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("publishes the configuration, the merchant's languages and the test flag", async () => {
    serve((r) => (r.url.includes('status') ? ok(status) : ok({ currency: 'PHP' })));
    await runSystemCheck();
    expect(startupState$.value).toEqual({ phase: 'ready' });
    expect(systemConfig.value?.status.merchantName).toBe('Demo Casino');
    expect(supportedLanguages$.value).toEqual(['EN', 'VI']);
    expect(document.documentElement.hasAttribute('data-test-site')).toBe(true);
  });

  it('a background refresh that fails keeps the site; one that finds maintenance shows it', async () => {
    startupState$.next({ phase: 'ready' });
    serve(() => ({ fail: 'ERR_NETWORK' }));
    await runSystemCheck({ background: true });
    expect(startupState$.value).toEqual({ phase: 'ready' });
    serve(() => ok({ ...status, maintenance: true }));
    await runSystemCheck({ background: true });
    expect(startupState$.value).toEqual({ phase: 'maintenance', end: null });
  });

  it('a first check that fails shows the retry screen', async () => {
    startupState$.next({ phase: 'loading' });
    serve(() => ({ status: 503, body: 'down' }));
    await runSystemCheck();
    expect(startupState$.value.phase).toBe('failed');
  });
});
