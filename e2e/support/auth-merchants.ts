/**
 * Merchants made for the auth scenarios, inside the end-to-end server's config copy: a copy of
 * demo or lotus with the flags and settings one scenario needs, and test accounts of its own.
 * One per scenario file and device project (`<name>-<project>`), so parallel runs never share
 * accounts, remembered logins (each is its own origin) or SMS numbers. Reachable as
 * http://<code>.localhost:<port>/m/ (tenants.json `subdomainsOf`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { E2E_CONFIG_DIR, tenantUrl } from './test-server';

type Json = Record<string, unknown>;

export interface TestMember {
  username: string;
  password: string;
  customerType?: number;
  mobile?: { countryDialingCode: string; mobileNum: string };
  email?: string;
  twoFactor?: { sms?: boolean; email?: boolean; gaSecret?: string };
  passwordAgeDays?: number;
  /** Rewards centre history at seeding (members.json `rewardPoints`). */
  rewardPoints?: { kind: string; points: number; daysAgo: number; detail?: string; rewardId?: string }[];
  /** The opening balance at seeding (members.json `balance`, major units) and a bonus's turnover still to bet. */
  balance?: number;
  turnoverRemaining?: number;
  /** A club label of the merchant's vip.json and, for an AUTO one, the conditions met (members.json). */
  clubLabelId?: string;
  rankCompleted?: number;
}

export interface AuthMerchantOptions {
  base?: 'demo' | 'lotus';
  whitelabel?: Record<string, boolean>;
  register?: Json;
  integrations?: (integrations: Json) => Json;
  members?: TestMember[];
}

function readJson(file: string): Json {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
}

/** The merchant code for this scenario and device project. */
export function merchantCode(name: string, testInfo: TestInfo): string {
  return `${name}-${testInfo.project.name}`
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 60);
}

/** Creates the merchant once (idempotent, safe when two workers race) and returns its base URL. */
export function authMerchant(code: string, options: AuthMerchantOptions = {}): string {
  const dir = path.join(E2E_CONFIG_DIR, 'merchants', code);
  // Whichever test of a file runs first makes the merchant: all of them must ask for the same one.
  const fingerprint = JSON.stringify({ ...options, integrations: options.integrations?.toString() ?? null });
  const marker = path.join(dir, 'e2e-options.json');
  if (fs.existsSync(dir)) {
    const made = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : null;
    if (made !== null && made !== fingerprint)
      throw new Error(`test merchant ${code} was made with other options: give every test of the file the same ones`);
    return tenantUrl(code);
  }
  const source = path.join(E2E_CONFIG_DIR, 'merchants', options.base ?? 'demo');
  const staging = `${dir}.${process.pid}.${Date.now()}.tmp`;
  fs.cpSync(source, staging, { recursive: true });

  const merchantFile = path.join(staging, 'merchant.json');
  const merchant = readJson(merchantFile);
  merchant.whitelabel = { ...(merchant.whitelabel as Json), ...options.whitelabel };
  if (options.register) merchant.register = { ...(merchant.register as Json), ...options.register };
  // The analytics domain list names hosts; a test merchant lives on its own.
  merchant.domainRoute = { domains: [{ domain: `${code}.localhost`, type: 'main', weight: 10 }] };
  fs.writeFileSync(merchantFile, JSON.stringify(merchant, null, 2));

  if (options.integrations) {
    const file = path.join(staging, 'integrations.json');
    fs.writeFileSync(file, JSON.stringify(options.integrations(readJson(file)), null, 2));
  }
  // members.json's schema: customerType always, both two-factor flags when there is a block.
  const members = (options.members ?? []).map(({ twoFactor, ...member }) => ({
    customerType: 0,
    ...member,
    ...(twoFactor
      ? {
          twoFactor: {
            sms: twoFactor.sms === true,
            email: twoFactor.email === true,
            ...(twoFactor.gaSecret ? { gaSecret: twoFactor.gaSecret } : {}),
          },
        }
      : {}),
  }));
  fs.writeFileSync(path.join(staging, 'members.json'), JSON.stringify({ members }, null, 2));
  fs.writeFileSync(path.join(staging, 'e2e-options.json'), fingerprint);
  try {
    fs.renameSync(staging, dir);
  } catch {
    // another worker made it first: theirs is the same
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return tenantUrl(code);
}

/** LINE settings pointing at the local LINE Login test version (as lotus has them). */
export function withLine(integrations: Json): Json {
  return {
    ...integrations,
    line: {
      clientId: '1650000001',
      clientSecret: 'e2e-line-channel-secret',
      authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
      tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
      profileUrl: 'https://api.line.me/v2/profile',
      testMode: {
        authorizeUrl: '/__emulators/line/oauth2/v2.1/authorize',
        tokenUrl: '/__emulators/line/oauth2/v2.1/token',
        profileUrl: '/__emulators/line/v2/profile',
      },
    },
  };
}
