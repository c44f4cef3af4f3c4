import { bus, reportHydrationError } from '@m/shared';
import { MAX_PER_PAGE, hydrationOrigin, reportRemoteFailures } from './failure-beacons';

const failure = (version: string, reason: 'timeout' | 'mount-error' = 'mount-error') => ({
  remote: 'mf-games',
  version,
  module: './GamesHome',
  reason,
  message: 'boom',
});

describe("remote failures for the operator's console", () => {
  it('sends the failures before it and the later ones, each with the remote version and the route', async () => {
    const sent: unknown[] = [];
    const stop = reportRemoteFailures({
      merchant: 'demo',
      shellVersion: '1.0.0',
      earlier: [failure('1.1.0', 'timeout')],
      win: { location: { pathname: '/m/home/' } as Location },
      send: async (body) => sent.push(body),
    });
    bus.publish('remote.failed', failure('1.1.0'));
    stop();
    bus.publish('remote.failed', failure('1.2.0'));
    expect(sent).toEqual([
      {
        merchant: 'demo',
        value: {
          kind: 'remote-failure',
          remote: 'mf-games',
          version: '1.1.0',
          reason: 'timeout',
          route: '/m/home',
          at: expect.any(Number),
        },
      },
      { merchant: 'demo', value: expect.objectContaining({ version: '1.1.0', reason: 'mount-error' }) },
    ]);
  });

  it('sends at most a few per page view, and a failed send is not an error', async () => {
    let calls = 0;
    const stop = reportRemoteFailures({
      merchant: 'demo',
      shellVersion: '1.0.0',
      earlier: [],
      win: { location: { pathname: '/m/rng' } as Location },
      send: async () => {
        calls += 1;
        throw new Error('offline');
      },
    });
    for (let i = 0; i < MAX_PER_PAGE + 5; i += 1) bus.publish('remote.failed', failure('1.1.0'));
    stop();
    expect(calls).toBe(MAX_PER_PAGE);
  });

  it('reports hydration mismatches of the shell and of a named parcel, with their versions', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reportHydrationError('mf-games@1.1.0', new Error('text differs'));
    const sent: { value: { remote: string; version: string; reason: string } }[] = [];
    const stop = reportRemoteFailures({
      merchant: 'demo',
      shellVersion: '1.0.3',
      earlier: [],
      win: { location: { pathname: '/m/home' } as Location },
      send: async (body) => sent.push(body),
    });
    reportHydrationError('shell', new Error('attribute differs'));
    reportHydrationError('parcel-7', new Error('unnamed'));
    stop();
    error.mockRestore();
    expect(sent.map(({ value }) => [value.remote, value.version, value.reason])).toEqual([
      ['mf-games', '1.1.0', 'hydration'],
      ['shell', '1.0.3', 'hydration'],
    ]);
    expect(hydrationOrigin('mf-member@2.0.0-beta.1', '1')).toEqual({ remote: 'mf-member', version: '2.0.0-beta.1' });
  });
});
