/**
 * Helpers for the responsible-gaming and claim scenarios (issue 26): a copy of demo or lotus
 * (no captcha at login) with members of their own, each for one scenario, so the tests of a file
 * run in parallel without sharing a limit, a break or a claim.
 */
import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { SessionInfo } from '../../shared/src/contract/session-info';
import { authMerchant, merchantCode, type TestMember } from './auth-merchants';
import { signInMember } from './games';

const MEMBERS: TestMember[] = [
  { username: 'limited', password: 'secret123' },
  { username: 'excluded', password: 'secret123', balance: 500 },
  { username: 'claimer', password: 'secret123' },
  { username: 'centre', password: 'secret123' },
];

export async function memberOf(
  request: APIRequestContext,
  testInfo: TestInfo,
  scenario: 'limits' | 'claims',
  merchant: 'demo' | 'lotus',
  username: string,
): Promise<{ base: string; session: SessionInfo }> {
  // A retry (CI retries once) gets a merchant of its own: the first attempt may have set a limit,
  // started a break or claimed.
  const code = merchantCode(`${scenario}-${merchant}${testInfo.retry > 0 ? `-r${testInfo.retry}` : ''}`, testInfo);
  const base = authMerchant(code, { base: merchant, whitelabel: { GEETEST3: false, GEETESTVCODE3: false }, members: MEMBERS });
  const member = MEMBERS.find((candidate) => candidate.username === username);
  if (!member) throw new Error(`no member ${username}`);
  return { base, session: await signInMember(request, base, code, username, member.password) };
}
