import { describeCanaries, describeChanges, parseReleaseArgs } from './release-args';

describe('pnpm release command lines', () => {
  it('turns each command into its request to the registry service', () => {
    expect(parseReleaseArgs(['promote', 'mf-games', '1.1.0', '--merchant', 'demo', '--reason', 'new lobby'])).toEqual({
      method: 'POST',
      path: '/releases/promote',
      body: { remote: 'mf-games', version: '1.1.0', merchant: 'demo', reason: 'new lobby' },
    });
    expect(parseReleaseArgs(['canary', 'mf-games', '1.1.0', '--merchant', 'demo', '--share', '10', '--reason', 'try'])).toMatchObject({
      body: { share: 10, version: '1.1.0' },
    });
    expect(parseReleaseArgs(['canary', 'mf-games', '--merchant', 'demo', '--share', '0', '--reason', 'stop'])).toMatchObject({
      body: { share: 0 },
    });
    expect(parseReleaseArgs(['rollback', 'mf-games', '--reason', 'slow'])).toEqual({
      method: 'POST',
      path: '/releases/rollback',
      body: { remote: 'mf-games', reason: 'slow' },
    });
    expect(parseReleaseArgs(['history', '--merchant', 'lotus', '--limit', '5'])).toEqual({
      method: 'GET',
      path: '/releases/history?merchant=lotus&limit=5',
    });
    expect(parseReleaseArgs(['canaries', '--merchant', 'demo'])).toEqual({ method: 'GET', path: '/releases/canaries/demo' });
    expect(parseReleaseArgs(['serve', '--local'])).toEqual({ serve: true, local: true, publishBuilt: false });
    expect(parseReleaseArgs(['serve', '--local', '--publish-built'])).toEqual({ serve: true, local: true, publishBuilt: true });
  });

  it.each([
    [['promote', 'mf-games', '1.1.0'], '--reason'],
    [['pin', 'mf-games', '1.1.0', '--reason', 'x'], 'needs --merchant'],
    [['promote', 'mf-evil', '1.1.0', '--reason', 'x'], 'must be one of'],
    [['promote', 'mf-games', 'latest', '--reason', 'x'], 'semantic version'],
    [['canary', 'mf-games', '1.1.0', '--merchant', 'demo', '--share', '150', '--reason', 'x'], '--share'],
    [['deploy', 'mf-games'], 'usage'],
    [['canaries'], 'needs --merchant'],
    [['promote', 'mf-games', '1.1.0', '--token', 'secret'], 'unknown option --token'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseReleaseArgs(argv)).toThrow(message);
  });

  it('tells which registries changed and which kept a pin', () => {
    expect(
      describeChanges([
        { registry: 'default', remote: 'mf-games', action: 'promote', from: '1.0.0', to: '1.1.0' },
        { registry: 'lotus', remote: 'mf-games', action: 'promote', from: '1.0.0', to: '1.0.0', skipped: 'pinned at 1.0.0' },
      ]),
    ).toEqual(['default: promote mf-games 1.0.0 -> 1.1.0', 'lotus: mf-games unchanged (pinned at 1.0.0)']);
  });

  it('puts a canary beside its stable version', () => {
    const stable = { version: '1.0.0', beacons: 10, p75: { lcp: 1700.4, cls: 0.01 } };
    const canary = { version: '1.1.0', beacons: 9, p75: { lcp: 2700, inp: 120 } };
    expect(describeCanaries('demo', [{ remote: 'mf-games', share: 50, stable, canary }], true)).toEqual([
      'demo: mf-games canary at 50 %: 1.1.0: 9 beacons, LCP p75 2700 ms, INP p75 120 ms | stable 1.0.0: 10 beacons, LCP p75 1700 ms, CLS p75 0.010',
    ]);
    expect(describeCanaries('lotus', [], true)).toEqual(['lotus: no canary running']);
  });
});
