import { bus } from '@m/shared';
import { MAX_PER_PAGE, reportRemoteFailures } from './failure-beacons';

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
    const stop = reportRemoteFailures(
      'demo',
      [failure('1.1.0', 'timeout')],
      { location: { pathname: '/m/home/' } as Location },
      async (body) => sent.push(body),
    );
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
    const stop = reportRemoteFailures('demo', [], { location: { pathname: '/m/rng' } as Location }, async () => {
      calls += 1;
      throw new Error('offline');
    });
    for (let i = 0; i < MAX_PER_PAGE + 5; i += 1) bus.publish('remote.failed', failure('1.1.0'));
    stop();
    expect(calls).toBe(MAX_PER_PAGE);
  });
});
