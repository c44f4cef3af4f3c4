/**
 * Issue 26 item 6: responsible gaming at /m/member/limits. A daily deposit limit holds at once and
 * the deposit above it is refused with what is left; a raise waits 24 hours and says when. A
 * self-exclusion refuses a game launch (and a deposit), while the member still signs in and sees
 * the balance. The page meets WCAG 2.2 AA on both merchants.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { axeFindings, describeFindings, settled } from '../support/accessibility';
import { openSignedIn } from '../support/games';
import { memberOf } from '../support/play-limits';

test.beforeEach(({ context }) => quietInstallPrompt(context));

const money = (merchant: 'demo' | 'lotus', amount: string) => (merchant === 'demo' ? `₱${amount}` : `${amount}\u00a0฿`);

for (const merchant of ['demo', 'lotus'] as const) {
  test(`${merchant}: a deposit limit refuses a deposit above it`, async ({ page, request }, testInfo) => {
    const { base, session } = await memberOf(request, testInfo, 'limits', merchant, 'limited');
    await openSignedIn(page, `${base}/m/member/home`, session);
    await shellReady(page);
    await page.getByTestId('link-limits').click();
    await expect(page).toHaveURL(/\/m\/member\/limits$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible gaming');

    const day = page.getByTestId('limit-day');
    await expect(day).toContainText('No limit');
    await day.getByLabel('New limit').fill('1000');
    await expect(page.getByTestId('limit-day-effect')).toHaveText('A lower limit holds at once.');
    await day.getByTestId('limit-day-save').click();
    await expect(page.getByTestId('limit-day-message')).toHaveText('Saved: the new limit holds now.');
    await expect(day).toContainText(money(merchant, '1,000.00'));
    // A raise waits 24 hours, and says when.
    await day.getByLabel('New limit').fill('5000');
    await expect(page.getByTestId('limit-day-effect')).toHaveText('A higher limit holds only after 24 hours.');
    await day.getByTestId('limit-day-save').click();
    await expect(page.getByTestId('limit-day-message')).toContainText('Saved: the higher limit holds from');
    await expect(page.getByTestId('limit-day-pending')).toContainText(`Rises to ${money(merchant, '5,000.00')}`);
    await expect(day).toHaveAttribute('data-amount', '1000');

    await settled(page);
    const findings = await axeFindings(page);
    expect(findings, describeFindings(findings, '/m/member/limits', merchant, 'signed in, a limit and a raise pending')).toEqual([]);

    await page.goto(`${base}/m/member/deposit`);
    await page.getByTestId('deposit-amount').fill('1500');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-amount-error')).toHaveText(
      `This deposit would go over your deposit limit of ${money(merchant, '1,000.00')}. You can deposit up to ${money(merchant, '1,000.00')} now.`,
    );
    // Nothing left the site: still on the deposit form.
    await expect(page).toHaveURL(/\/m\/member\/deposit$/);
  });

  test(`${merchant}: self-exclusion refuses a game launch`, async ({ page, request }, testInfo) => {
    const { base, session } = await memberOf(request, testInfo, 'limits', merchant, 'excluded');
    await openSignedIn(page, `${base}/m/member/limits`, session);
    await page.getByLabel('Self-exclusion (6 months or more)').selectOption('6');
    await page.getByTestId('self-exclusion-start').click();
    await expect(page.getByText('Exclude yourself for 6 months?')).toBeVisible();
    await page.getByRole('button', { name: 'Exclude myself' }).last().click();
    await expect(page.getByTestId('play-break')).toHaveAttribute('data-kind', 'self_exclusion');
    await expect(page.getByTestId('play-break')).toContainText('You can sign in, see your balance and withdraw.');

    const game = merchant === 'demo' ? 'vendor=PG&code=fortune-tiger' : 'vendor=JILI&code=super-ace';
    await page.goto(`${base}/m/launchGame?${game}`);
    await expect(page.getByTestId('launch-error')).toContainText('You have excluded yourself from play until');
    await expect(page.getByTestId('game-view')).toHaveCount(0);
    // Still signed in, with the balance to see (and withdraw).
    await page.goto(`${base}/m/member/withdraw`);
    await expect(page.getByTestId('cashier-balance-available')).toHaveText(money(merchant, '500.00'));
  });
}
