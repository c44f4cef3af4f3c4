/**
 * `pnpm soak` options, by flag or environment (the flag wins): how long, how many players, which
 * port. The defaults are issue 24's run; `--seconds 5 --players 20` is a short one.
 */
export interface SoakOptions {
  /** Length of the run under abuse. */
  seconds: number;
  /** Length of the quiet run (same players' mix, no abusive client) measured first. */
  baselineSeconds: number;
  players: number;
  /** 0: any free port. */
  port: number;
  /** A player's pause between two taps (random, 0.5 to 1.5 times this). */
  thinkMs: number;
  /** Calls the abusive client keeps in flight on each endpoint. */
  abuseConcurrency: number;
  /** Length of each page-flood window (quiet, then flooded; issue 34); 0 leaves the page flood out. */
  floodSeconds: number;
  /** Pages the flooding client keeps in flight. */
  floodConcurrency: number;
}

export const SOAK_DEFAULTS: SoakOptions = {
  seconds: 60,
  baselineSeconds: 15,
  players: 200,
  port: 0,
  thinkMs: 1000,
  abuseConcurrency: 2,
  floodSeconds: 30,
  floodConcurrency: 18,
};

const FLAGS: Record<string, { key: keyof SoakOptions; env: string; min: number }> = {
  '--seconds': { key: 'seconds', env: 'SOAK_SECONDS', min: 1 },
  '--baseline-seconds': { key: 'baselineSeconds', env: 'SOAK_BASELINE_SECONDS', min: 1 },
  '--players': { key: 'players', env: 'SOAK_PLAYERS', min: 1 },
  '--port': { key: 'port', env: 'SOAK_PORT', min: 0 },
  '--think-ms': { key: 'thinkMs', env: 'SOAK_THINK_MS', min: 0 },
  '--abuse-concurrency': { key: 'abuseConcurrency', env: 'SOAK_ABUSE_CONCURRENCY', min: 1 },
  '--flood-seconds': { key: 'floodSeconds', env: 'SOAK_FLOOD_SECONDS', min: 0 },
  '--flood-concurrency': { key: 'floodConcurrency', env: 'SOAK_FLOOD_CONCURRENCY', min: 1 },
};

function whole(text: string, name: string, min: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${text}"`);
  return value;
}

/** Reads `--name value` / `--name=value` flags, then SOAK_* variables, then the defaults. */
export function parseSoakOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): SoakOptions {
  const options = { ...SOAK_DEFAULTS };
  for (const { key, env: name, min } of Object.values(FLAGS)) {
    const value = env[name];
    if (value !== undefined && value !== '') options[key] = whole(value, name, min);
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag = '', inline] = argv[i]!.split(/=(.*)/s, 2);
    const known = FLAGS[flag];
    if (!known) throw new Error(`unknown option ${argv[i]} (known: ${Object.keys(FLAGS).join(', ')})`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    options[known.key] = whole(value, flag, known.min);
  }
  if (options.port > 65535) throw new Error(`--port must be at most 65535, got ${options.port}`);
  return options;
}
