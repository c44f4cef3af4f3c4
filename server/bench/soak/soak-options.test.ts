import { parseSoakOptions, SOAK_DEFAULTS } from './soak-options';

describe('pnpm soak options', () => {
  it("runs issue 24's soak when given nothing: 60 s, 200 players, a 15 s quiet baseline", () => {
    expect(parseSoakOptions([], {})).toEqual(SOAK_DEFAULTS);
    expect(SOAK_DEFAULTS).toMatchObject({ seconds: 60, players: 200, baselineSeconds: 15 });
  });

  it('takes a short run from flags, in both spellings', () => {
    expect(parseSoakOptions(['--seconds', '5', '--players=20', '--port', '9123'], {})).toMatchObject({
      seconds: 5,
      players: 20,
      port: 9123,
    });
  });

  it('reads SOAK_* variables, and a flag beats its variable', () => {
    const options = parseSoakOptions(['--players', '30'], { SOAK_SECONDS: '7', SOAK_PLAYERS: '50', SOAK_BASELINE_SECONDS: '3' });
    expect(options).toMatchObject({ seconds: 7, players: 30, baselineSeconds: 3 });
  });

  it('refuses what would run something else than asked: unknown flags, missing or bad numbers', () => {
    expect(() => parseSoakOptions(['--secs', '5'], {})).toThrow(/unknown option --secs/);
    expect(() => parseSoakOptions(['--seconds'], {})).toThrow(/needs a value/);
    expect(() => parseSoakOptions(['--players', '0'], {})).toThrow(/at least 1/);
    expect(() => parseSoakOptions(['--seconds', '1.5'], {})).toThrow(/whole number/);
    expect(() => parseSoakOptions([], { SOAK_PLAYERS: 'many' })).toThrow(/SOAK_PLAYERS/);
    expect(() => parseSoakOptions(['--port', '70000'], {})).toThrow(/65535/);
  });
});
