/**
 * Issue 35: no payment-callback secret in the repository can credit a deposit, in demo or in
 * production mode, and production does not start on a missing, short or sample secret.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/support/wps-test-app';
import { CONFIG_DIR } from '../../../test/support/merchant-data';
import { CONSENT } from '../../../test/support/consent';
import { setCallbackSecrets, TEST_SECRETS } from '../../../test/support/production-secrets';
import { sign } from './callback-signature';
import { CallbackSecrets, SECRET_FILE, secretProblem } from './callback-secrets';

const STRONG = TEST_SECRETS as { demo: string; lotus: string };

/** Every string in the repository's configuration, and the secrets once published with it. */
function repositoryStrings(): string[] {
  const found = new Set(['demo-payment-callback-secret-change-me', 'lotus-payment-callback-secret-change-me', '']);
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.json')) walk(JSON.parse(fs.readFileSync(full, 'utf8')));
    }
  };
  visit(CONFIG_DIR);
  return [...found];
}

const setSecrets = (secrets: Record<string, string>) => (configDir: string) => setCallbackSecrets(configDir, secrets);

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report']);

/**
 * Every quoted string in the repository's sources, configuration and documents that could be
 * used as a secret (32 to 128 letters, digits and the base64 and hex alphabets): test fixtures,
 * worked examples, hashes, sample keys.
 */
function repositorySecretLikeStrings(): string[] {
  const found = new Set<string>();
  const quoted = /['"`]([A-Za-z0-9+/=_-]{32,128})['"`]/g;
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(ts|tsx|mjs|js|json|md|yml|yaml|conf)$/.test(entry.name) && entry.name !== 'pnpm-lock.yaml')
        for (const match of fs.readFileSync(full, 'utf8').matchAll(quoted)) found.add(match[1] as string);
    }
  };
  for (const top of [
    'server',
    'shared',
    'shell',
    'ops',
    'e2e',
    'scripts',
    'docs',
    'deploy',
    'bench',
    'mf-auth',
    'mf-games',
    'mf-member',
    'mf-promotions',
    'mf-pwa',
  ])
    if (fs.existsSync(path.join(REPO_ROOT, top))) visit(path.join(REPO_ROOT, top));
  return [...found];
}

type Envelope = { value?: any };

async function pendingDeposit(t: TestApp): Promise<{ token: string; orderId: string }> {
  const username = `cs${Math.random().toString(36).slice(2, 10)}`;
  const registered = (await t
    .call('register', { body: { ...CONSENT, username, password: 'secret123' } })
    .then((r) => r.json())) as Envelope;
  const token = registered.value.token as string;
  const order = (await t
    .call('depositOrder', { token, body: { requestId: `cs-${username}`, channel: 'GCASH', amount: '500' } })
    .then((r) => r.json())) as Envelope;
  return { token, orderId: order.value.orderId as string };
}

const callback = (t: TestApp, orderId: string, secret: string, n: number) => {
  const raw = JSON.stringify({
    notificationId: `forged-${orderId.slice(0, 12)}-${n}`,
    merchant: 'demo',
    orderId,
    status: 'PAID',
    amountMinor: 50000,
    timestamp: t.ctx.clock(),
  });
  return t.app.inject({
    method: 'POST',
    url: '/wps/cashier/callback/standin',
    headers: { host: 'demo.localhost', 'content-type': 'application/json', 'x-signature': sign(raw, secret) },
    payload: raw,
  });
};

const balance = async (t: TestApp, token: string) =>
  ((await t.call('walletBalance', { token }).then((r) => r.json())) as Envelope).value.balance as number;

describe('a callback signed with anything in the repository credits nothing', () => {
  const strings = repositoryStrings();

  it.each([
    ['demo mode', { emulators: true }],
    ['production mode', { emulators: false, prepareConfig: setSecrets(STRONG) }],
  ] as const)('%s', async (_mode, options) => {
    const t = await createTestApp(options);
    try {
      const { token, orderId } = await pendingDeposit(t);
      expect(strings.length).toBeGreaterThan(100);
      for (const [n, secret] of strings.entries())
        expect([secret, (await callback(t, orderId, secret, n)).statusCode]).toEqual([secret, 401]);
      expect(await balance(t, token)).toBe(0);
      // The real secret still works: the refusals above are the signature's, not a broken route.
      const demo = t.ctx.catalog.get('demo');
      const real = demo.ok ? t.ctx.callbackSecrets.secretFor(demo.data) : null;
      expect((await callback(t, orderId, real!, -1)).statusCode).toBe(200);
      expect(await balance(t, token)).toBe(500);
    } finally {
      await t.close();
    }
  });
});

describe('no secret-looking string anywhere in the repository is a secret a callback is checked with', () => {
  const candidates = repositorySecretLikeStrings();

  it.each([
    ['demo mode', { emulators: true }],
    ['production mode', { emulators: false, prepareConfig: setSecrets(STRONG) }],
  ] as const)('%s', async (_mode, options) => {
    // The scan reads what it should: the published samples and the test kit's worked examples.
    expect(candidates).toContain('demo-payment-callback-secret-change-me');
    expect(candidates.length).toBeGreaterThan(50);
    const t = await createTestApp(options);
    try {
      for (const code of ['demo', 'lotus']) {
        const merchant = t.ctx.catalog.get(code);
        const secret = merchant.ok ? t.ctx.callbackSecrets.secretFor(merchant.data) : null;
        expect(secret).toMatch(/^[0-9a-f]{64}$/);
        // Equal secrets are the only way a string signs what the server accepts (HMAC-SHA256).
        expect(candidates.filter((candidate) => candidate === secret)).toEqual([]);
      }
    } finally {
      await t.close();
    }
  });
});

describe('production mode refuses to start on an unsafe secret, naming merchant and setting', () => {
  it.each([
    ['missing (the repository as it is)', {}, /merchant demo: integrations\.json payment\.callbackSecret is missing/],
    [
      'a published sample',
      { demo: 'demo-payment-callback-secret-change-me', lotus: STRONG.lotus },
      /merchant demo: .*payment\.callbackSecret is a published sample/,
    ],
    [
      'short',
      { demo: STRONG.demo, lotus: 'short-but-random-9f8e7d' },
      /merchant lotus: .*payment\.callbackSecret is shorter than 32 bytes/,
    ],
  ])('%s', async (_case, secrets, message) => {
    await expect(createTestApp({ emulators: false, prepareConfig: setSecrets(secrets) })).rejects.toThrow(message);
  });

  it('starts with a strong secret for each merchant', async () => {
    const t = await createTestApp({ emulators: false, prepareConfig: setSecrets(STRONG) });
    await t.close();
  });
});

describe('secretProblem', () => {
  it('accepts 32 random bytes and refuses placeholders', () => {
    expect(secretProblem(STRONG.demo)).toBeNull();
    expect(secretProblem(undefined)).toBe('is missing');
    expect(secretProblem('please-change-me-0123456789abcdef0123456789')).toMatch(/sample/);
    expect(secretProblem('0123456789abcdef')).toMatch(/shorter/);
  });
});

describe('the demo secret', () => {
  it('is made once in the data folder (mode 600) and read back after a restart; each merchant gets its own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'callback-secret-'));
    try {
      const merchant = (code: string) => ({ code, integrations: { payment: { provider: 'standin', payUrl: '/pay' } } }) as never;
      const first = new CallbackSecrets(dir, true);
      const secret = first.secretFor(merchant('demo'));
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(path.join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
      expect(new CallbackSecrets(dir, true).secretFor(merchant('demo'))).toBe(secret);
      expect(first.secretFor(merchant('lotus'))).not.toBe(secret);
      expect(new CallbackSecrets(fs.mkdtempSync(path.join(os.tmpdir(), 'callback-secret-')), true).secretFor(merchant('demo'))).not.toBe(
        secret,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
