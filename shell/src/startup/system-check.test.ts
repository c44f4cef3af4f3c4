import { configureApi, sessionStore, type SystemStatus } from '@m/shared';
import { createMockAdapter, fail, ok, type MockHandler } from '@m/shared/testing';
import { checkSystem, reportableUrl, stateFromStatus, type StatusQuery } from './system-check';

const query: StatusQuery = { device: 'MOBILE', track: 'aff1', originalDomain: 'demo.localhost', url: 'http://demo.localhost/m/home' };

const status = (fields: Partial<SystemStatus> = {}): SystemStatus =>
  ({
    merchantCode: 'demo',
    merchantName: 'Demo Casino',
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    ip: '203.0.113.9',
    test: false,
    whitelabel: {},
    ...fields,
  }) as SystemStatus;

const country = {
  countries: [],
  countryCode: 'PH',
  countryDialingCode: '63',
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'before',
};

function serve(handler: MockHandler) {
  const mock = createMockAdapter(handler);
  configureApi({ adapter: mock.adapter, merchant: () => '', language: () => 'EN' });
  return mock.requests;
}

describe('start-up system check (SPEC sections 2, 7, 8)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStore.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads the status with device, track, originalDomain and url, then the country info', async () => {
    const requests = serve((r) => (r.url.includes('/wps/system/status') ? ok(status()) : ok(country)));
    const result = await checkSystem(query);
    expect(result.state).toEqual({ phase: 'ready' });
    expect(result.config?.status.merchantName).toBe('Demo Casino');
    expect(result.config?.country?.currency).toBe('PHP');
    const statusUrl = new URL(requests[0]!.url, 'http://x');
    expect(Object.fromEntries(statusUrl.searchParams)).toEqual({
      device: 'MOBILE',
      track: 'aff1',
      originalDomain: 'demo.localhost',
      url: 'http://demo.localhost/m/home',
    });
    expect(requests[1]!.url).toContain('/wps/system/country');
    expect(new URL(requests[1]!.url, 'http://x').searchParams.get('_')).toBe('demo');
  });

  it('asks for the country beside the status when the page names the merchant', async () => {
    let answerStatus: () => void = () => undefined;
    const statusHeld = new Promise<void>((resolve) => (answerStatus = resolve));
    const requests = serve((r) => (r.url.includes('/wps/system/status') ? statusHeld.then(() => ok(status())) : ok(country)));
    const result = checkSystem(query, { merchant: 'demo' });
    // The country call is out while the status is still unanswered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const paths = requests.map((r) => new URL(r.url, 'http://x').pathname);
    answerStatus();
    expect(paths.sort()).toEqual(['/wps/system/country', '/wps/system/status']);
    expect((await result).config?.country?.currency).toBe('PHP');
    expect(requests).toHaveLength(2);
  });

  it('asks for the country again when the status names another merchant than the page', async () => {
    const requests = serve((r) => (r.url.includes('/wps/system/status') ? ok(status({ merchantCode: 'lotus' })) : ok(country)));
    const result = await checkSystem(query, { merchant: 'demo' });
    expect(result.config?.country?.currency).toBe('PHP');
    const countries = requests
      .filter((r) => r.url.includes('/wps/system/country'))
      .map((r) => new URL(r.url, 'http://x').searchParams.get('_'));
    expect(countries).toEqual(['demo', 'lotus']);
  });

  it('goes to maintenance with the end time', async () => {
    serve(() => ok(status({ maintenance: true, maintenanceEnd: '2030-01-02T03:00:00Z' })));
    const result = await checkSystem(query);
    expect(result.state).toEqual({ phase: 'maintenance', end: '2030-01-02T03:00:00Z' });
    expect(result.config?.status.merchantName).toBe('Demo Casino');
  });

  it('denies access on a region or IP restriction, with the IP', async () => {
    serve(() => ok(status({ regionRestriction: true, ip: '198.51.100.7' })));
    expect((await checkSystem(query)).state).toEqual({ phase: 'restricted', ip: '198.51.100.7' });
  });

  it('shows the domain-not-available popup for domain_not_available', async () => {
    serve(() => fail(403, 'domain_not_available', 'Domain not available'));
    expect((await checkSystem(query)).state).toEqual({ phase: 'domain-unavailable' });
  });

  it.each([
    ['a 500', (() => fail(500, 'HTTP_500', 'injected 500')) as MockHandler],
    ['a 502', (() => ({ status: 502, body: '<html>Bad gateway</html>' })) as MockHandler],
    ['a network failure', (() => ({ fail: 'ERR_NETWORK' })) as MockHandler],
    ['a status that is not one', (() => ok({ hello: 'world' })) as MockHandler],
  ])('fails to the retry screen on %s, never throwing', async (_label, handler) => {
    serve(handler);
    const result = await checkSystem(query);
    expect(result.state.phase).toBe('failed');
    expect(result.config).toBeNull();
  });

  it('starts without country info when the country call fails', async () => {
    serve((r) => (r.url.includes('/wps/system/status') ? ok(status()) : fail(500, 'x', 'down')));
    const result = await checkSystem(query);
    expect(result.state).toEqual({ phase: 'ready' });
    expect(result.config?.country).toBeNull();
  });

  it('checks maintenance before the region restriction', () => {
    expect(stateFromStatus(status({ maintenance: true, regionRestriction: true }))).toEqual({ phase: 'maintenance', end: null });
  });

  it('never reports a session token in the page address', () => {
    expect(reportableUrl('http://demo.localhost/m/home?token=abc12345&x=1&tokens=zz')).toBe('http://demo.localhost/m/home?x=1');
  });
});
