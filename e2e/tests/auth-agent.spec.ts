import { test, expect, shellReady } from '../support/fixtures';
import { authMerchant, merchantCode } from '../support/auth-merchants';
import { acceptTerms, closeNotice, fillLogin, headerUser, newUsername, notice, quietInstallPrompt } from '../support/auth';

/** Issue 4, point 7: /m/agentRegister is for agents (member types 1 and 2) only (SPEC 2, 6). */
test.describe('an agent registers a member', () => {
  test.beforeEach(({ context }) => quietInstallPrompt(context));

  const agentMerchant = (testInfo: import('@playwright/test').TestInfo) =>
    authMerchant(merchantCode('agent', testInfo), {
      members: [
        { username: 'agent1', password: 'secret123', customerType: 1 },
        { username: 'player1', password: 'secret123', customerType: 0 },
      ],
    });

  test('registers a member under the agent account and stays logged in as the agent', async ({ page }, testInfo) => {
    const base = agentMerchant(testInfo);
    await page.goto(`${base}/m/login`);
    await shellReady(page);
    await fillLogin(page, 'agent1', 'secret123');
    await page.getByTestId('login-submit').click();
    await expect(headerUser(page)).toHaveText('agent1');

    await page.goto(`${base}/m/agentRegister`);
    const form = page.getByTestId('agent-register-form');
    const member = newUsername('d');
    await form.getByLabel(/^username$/i).fill(member);
    await form.getByLabel(/^password$/i).fill('Secret-123');
    await form.getByLabel(/confirm password/i).fill('Secret-123');
    await acceptTerms(form);
    await form.locator('button[type="submit"]').click();
    await expect(notice(page)).toContainText(member);
    await closeNotice(page);
    await expect(headerUser(page)).toHaveText('agent1');
  });

  test('sends a player who is not an agent home', async ({ page }, testInfo) => {
    const base = agentMerchant(testInfo);
    await page.goto(`${base}/m/login`);
    await fillLogin(page, 'player1', 'secret123');
    await page.getByTestId('login-submit').click();
    await expect(headerUser(page)).toHaveText('player1');
    await page.goto(`${base}/m/agentRegister`);
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(page.getByTestId('agent-register-form')).toHaveCount(0);
  });
});
