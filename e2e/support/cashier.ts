/**
 * Helpers for the cashier scenarios (issue 25): a copy of demo or lotus with members holding
 * money (no captcha at login: the captcha has its own scenarios), the stand-in payment
 * provider's page, and the member's header balance.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import type { SessionInfo } from '../../shared/src/contract/session-info';
import { authMerchant, merchantCode, type TestMember } from './auth-merchants';
import { signInMember } from './games';

export const DIALING = { demo: '63', lotus: '66' } as const;

/** The members every cashier scenario of a merchant copy may use, each for one scenario. */
function members(merchant: 'demo' | 'lotus', project: string): TestMember[] {
  const digits = project === 'android' ? '1' : '2';
  const mobile = (n: number) => ({
    countryDialingCode: DIALING[merchant],
    mobileNum: merchant === 'demo' ? `9178${digits}${n}0000` : `8178${digits}${n}000`,
  });
  return [
    { username: 'payer', password: 'secret123' },
    { username: 'payer2', password: 'secret123' },
    { username: 'payer3', password: 'secret123' },
    { username: 'withdrawer', password: 'secret123', mobile: mobile(1), balance: 1000 },
    { username: 'refused', password: 'secret123', mobile: mobile(2), balance: 1000 },
    // A user-name sign-up: money to withdraw, no mobile number yet.
    { username: 'nomobile', password: 'secret123', balance: 1000 },
    { username: 'gambler', password: 'secret123', balance: 500 },
    { username: 'bonused', password: 'secret123', mobile: mobile(3), balance: 2000, turnoverRemaining: 15000 },
  ];
}

export interface CashierMember {
  base: string;
  session: SessionInfo;
  /** The member's SMS outbox key (dialing code and number), when it has a mobile. */
  mobileKey: string | null;
}

export async function cashierMember(
  request: APIRequestContext,
  testInfo: TestInfo,
  merchant: 'demo' | 'lotus',
  username: string,
): Promise<CashierMember> {
  const code = merchantCode(`cashier-${merchant}`, testInfo);
  const list = members(merchant, testInfo.project.name);
  const base = authMerchant(code, { base: merchant, whitelabel: { GEETEST3: false, GEETESTVCODE3: false }, members: list });
  const member = list.find((candidate) => candidate.username === username);
  if (!member) throw new Error(`no cashier member ${username}`);
  return {
    base,
    session: await signInMember(request, base, code, username, member.password),
    mobileKey: member.mobile ? `${member.mobile.countryDialingCode}${member.mobile.mobileNum}` : null,
  };
}

/** The balance in the frame's header, as the player reads it. */
export function headerBalance(page: Page) {
  return page.getByTestId('header-balance');
}

/** On the stand-in provider's page: the player approves or cancels, and comes back to the site. */
export async function onPaymentPage(page: Page, choice: 'approve' | 'cancel', amountText: RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/__emulators\/payment\/pay\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo payment provider');
  await expect(page.getByText('Demo only: no real money.')).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toHaveText(amountText);
  await page.getByRole('button', { name: choice === 'approve' ? 'Approve payment' : 'Cancel' }).click();
  await expect(page).toHaveURL(/\/m\/member\/deposit\?order=/);
}
