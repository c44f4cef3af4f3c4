/**
 * The abusive client of the soak: one address hammering each endpoint that needs no account, at
 * full speed (each endpoint keeps `concurrency` calls in flight, the next sent the moment one
 * answers): CSP reports (each a new violation), push binding (a new token each time), trial
 * launches, captcha challenges, SMS codes (to new numbers), the user-name check, and logins
 * with wrong passwords to the players' own accounts. And the member abuses of issue 35, with a
 * free account of its own: game launches as fast as answered, security-page codes to premium
 * numbers (+882) and to ever new e-mail addresses, and wrong-password guesses at the players'
 * accounts from ever new addresses (each guess from an address of its own, as a botnet would).
 */
import { CONSENT } from '../../test/support/consent';
import { benchClient, type BenchClient } from '../support/bench-player';

export const ABUSER_ADDRESS = '203.0.113.66';

export const ABUSED_ENDPOINTS = [
  'CSP report',
  'push bind',
  'trial launch',
  'captcha',
  'SMS send',
  'user-name check',
  'login, wrong password',
  'member: game launch',
  'member: code to +882',
  'member: code to new e-mail',
  'login, many addresses',
] as const;
export type AbusedEndpoint = (typeof ABUSED_ENDPOINTS)[number];

export interface AbuseTally {
  calls: number;
  /** 2xx: the server did (or pretended to do) the work. */
  accepted: number;
  /** 429: a limit held. */
  limited: number;
  /** Another 4xx: refused for what was sent. */
  refused: number;
  /** 5xx or no answer. */
  failed: number;
  /** What the failed calls got (`503`, `ECONNRESET`...), with how often. */
  failures: Record<string, number>;
}

/** An answer's status, or 0 and why there was none. */
export interface Outcome {
  status: number;
  reason?: string;
}

export interface AbuseRun {
  baseURL: string;
  endAt: number;
  concurrency: number;
  /** User names to try wrong passwords on (the players registered so far). */
  victims: () => readonly string[];
}

const random = (length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

const noAnswer = (error: unknown): Outcome => {
  const { code, cause, message } = error as { code?: string; cause?: { code?: string }; message?: string };
  return { status: 0, reason: cause?.code ?? code ?? message ?? 'no answer' };
};

/** Sends one request of `endpoint`; resolves with the HTTP status (0: no answer). */
function sender(
  baseURL: string,
  client: BenchClient,
  victims: () => readonly string[],
): (endpoint: AbusedEndpoint, n: number) => Promise<Outcome> {
  const status = async (call: () => Promise<unknown>): Promise<Outcome> => {
    try {
      await call();
      return { status: 200 };
    } catch (error) {
      const { status: answered } = error as { status?: number };
      return answered ? { status: answered } : noAnswer(error);
    }
  };
  return async (endpoint, n) => {
    switch (endpoint) {
      case 'CSP report': {
        const body = {
          'csp-report': {
            'document-uri': `${baseURL}/m/home`,
            'violated-directive': 'script-src-elem',
            'blocked-uri': `https://evil.example/${n}-${random(12, 'abcdefghij')}.js`,
            'source-file': `https://evil.example/${n}.js`,
            'line-number': n,
          },
        };
        try {
          const response = await fetch(`${baseURL}/m/csp-report`, {
            method: 'POST',
            headers: { ...client.headers, 'Content-Type': 'application/csp-report' },
            body: JSON.stringify(body),
          });
          await response.arrayBuffer();
          return { status: response.status };
        } catch (error) {
          return noAnswer(error);
        }
      }
      case 'push bind':
        return status(() =>
          client.call('fcmBind', { body: { registrationToken: random(152, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef0123456789_-:') } }),
        );
      case 'trial launch':
        // A distinct query each time: the API client shares one request among identical GETs in flight.
        return status(() => client.call('gameTrialLaunch', { query: { gameId: 'fortune-tiger', backUrl: `/m/game?n=${n}` } }));
      case 'captcha':
        return status(() => client.call('geetest', { query: { t: String(n) } }));
      case 'SMS send':
        return status(() =>
          client.call('smsNoLogin', {
            body: { countryDialingCode: '63', mobileNum: `9${random(9, '0123456789')}`, smsTemplate: 'REGISTER' },
          }),
        );
      case 'user-name check':
        return status(() => client.call('registerAutoUsername', { body: { prefix: 'soak' } }));
      case 'login, wrong password': {
        const names = victims();
        const username = names[n % Math.max(1, names.length)] ?? 'soaka00001';
        return status(() => client.call('login', { body: { type: 'username', username, password: `wrong-${n}` } }));
      }
      case 'member: game launch':
        return status(() => client.call('launchGame', { body: { vendor: 'PG', gameCode: 'fortune-tiger', title: `soak ${n}` } }));
      case 'member: code to +882':
        return status(() =>
          client.call('securityCode', { body: { to: 'newMobile', countryDialingCode: '882', mobileNum: `1${random(8, '0123456789')}` } }),
        );
      case 'member: code to new e-mail':
        return status(() =>
          client.call('securityCode', { body: { to: 'newEmail', email: `soak${n}-${random(6, 'abcdef')}@example.com` } }),
        );
      case 'login, many addresses': {
        const names = victims();
        const username = names[n % Math.max(1, names.length)] ?? 'soaka00001';
        const elsewhere = benchClient(baseURL, `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`);
        return status(() => elsewhere.call('login', { body: { type: 'username', username, password: `guess-${n}` } }));
      }
    }
  };
}

/** The abuser's own free account (the member abuses need a session); false when registration failed. */
async function ownAccount(client: BenchClient): Promise<boolean> {
  try {
    const username = `abuser${random(8, '0123456789')}`;
    const answer = (await client.call('register', { body: { ...CONSENT, username, password: 'abuse1234', registerMethod: 'H5' } })) as {
      token?: string;
    };
    if (!answer.token) return false;
    client.setToken(answer.token);
    return true;
  } catch {
    return false;
  }
}

export function classify(tally: AbuseTally, { status, reason }: Outcome): void {
  tally.calls += 1;
  if (status >= 200 && status < 400) tally.accepted += 1;
  else if (status === 429) tally.limited += 1;
  else if (status >= 400 && status < 500) tally.refused += 1;
  else {
    tally.failed += 1;
    const key = reason ?? String(status);
    tally.failures[key] = (tally.failures[key] ?? 0) + 1;
  }
}

/** Hammers every endpoint until `endAt`; resolves with what each answered. */
export async function abuse(run: AbuseRun): Promise<Record<AbusedEndpoint, AbuseTally>> {
  const client = benchClient(run.baseURL, ABUSER_ADDRESS);
  // Without an account the member abuses answer 401 (refused), which the table shows.
  await ownAccount(client);
  const send = sender(run.baseURL, client, run.victims);
  const tallies = Object.fromEntries(
    ABUSED_ENDPOINTS.map((endpoint) => [endpoint, { calls: 0, accepted: 0, limited: 0, refused: 0, failed: 0, failures: {} }]),
  ) as Record<AbusedEndpoint, AbuseTally>;
  let sequence = 0;
  const loop = async (endpoint: AbusedEndpoint) => {
    while (Date.now() < run.endAt) {
      const outcome = await send(endpoint, ++sequence);
      // An answer cut by the kill that follows the run is not the server's answer to the abuse.
      if (Date.now() < run.endAt) classify(tallies[endpoint], outcome);
    }
  };
  await Promise.all(ABUSED_ENDPOINTS.flatMap((endpoint) => Array.from({ length: run.concurrency }, () => loop(endpoint))));
  return tallies;
}
