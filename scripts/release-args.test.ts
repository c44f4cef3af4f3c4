import { describeChanges, parseReleaseArgs } from './release-args';

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
});
