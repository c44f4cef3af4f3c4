/**
 * Issue 26 item 4: claimable promotions. A member claims a promotion on its activity page; the
 * bonus lands in the header's balance, and the member centre lists it as claimed and as an
 * active bonus with its turnover left. In the member centre a promotion they do not qualify for
 * says what is missing, and one they do has a Claim button too. Both pages meet WCAG 2.2 AA.
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { axeFindings, describeFindings, settled } from '../support/accessibility';
import { headerBalance } from '../support/cashier';
import { openSignedIn } from '../support/games';
import { memberOf } from '../support/play-limits';

test.beforeEach(({ context }) => quietInstallPrompt(context));

const money = (merchant: 'demo' | 'lotus', amount: string) => (merchant === 'demo' ? `₱${amount}` : `${amount}\u00a0฿`);
/** Each merchant's claimable promotions: one every member qualifies for, one asking for deposits. */
const PROMOTIONS = {
  demo: { open: '106', deposits: '109', depositsNeeded: '5,000.00' },
  lotus: { open: '205', deposits: '207', depositsNeeded: '3,000.00' },
} as const;

for (const merchant of ['demo', 'lotus'] as const) {
  const promotions = PROMOTIONS[merchant];

  test(`${merchant}: a promotion claimed on its activity page`, async ({ page, request }, testInfo) => {
    const { base, session } = await memberOf(request, testInfo, 'claims', merchant, 'claimer');
    await openSignedIn(page, `${base}/m/activity?id=${promotions.open}`, session);
    await shellReady(page);
    await expect(headerBalance(page)).toHaveText(money(merchant, '0.00'));
    const offer = page.getByTestId('activity-detail').getByTestId('claim-offer');
    await expect(offer).toHaveAttribute('data-status', 'claimable');
    await expect(offer).toContainText(`Bonus ${money(merchant, '50.00')}; bet ${money(merchant, '250.00')} before withdrawing it.`);
    await settled(page);
    const findings = await axeFindings(page);
    expect(findings, describeFindings(findings, `/m/activity?id=${promotions.open}`, merchant, 'signed in, a promotion to claim')).toEqual(
      [],
    );

    await offer.getByRole('button', { name: `Claim ${money(merchant, '50.00')}` }).click();
    await expect(offer).toHaveAttribute('data-status', 'claimed');
    await expect(offer.getByTestId('claim-claimed')).toHaveText('Claimed: the bonus is in your balance.');
    await expect(headerBalance(page)).toHaveText(money(merchant, '50.00'));

    // The member centre: claimed there too, and the bonus with its turnover left.
    await page.goto(`${base}/m/member/home`);
    const claims = page.getByTestId('member-claims');
    await expect(claims.locator(`[data-promotion-id="${promotions.open}"]`)).toHaveAttribute('data-status', 'claimed');
    const bonus = page.getByTestId('active-bonus');
    await expect(bonus).toHaveCount(1);
    await expect(bonus.getByTestId('active-bonus-remaining')).toHaveText(`Bet ${money(merchant, '250.00')} more`);
    // The other promotion asks for deposits this member has not made: no button, what is missing said.
    const other = claims.locator(`[data-promotion-id="${promotions.deposits}"]`);
    await expect(other).toHaveAttribute('data-status', 'not_qualified');
    await expect(other.getByTestId('claim-button')).toHaveCount(0);
    await expect(other.getByTestId('claim-not-qualified')).toHaveText(
      `Deposit ${money(merchant, promotions.depositsNeeded)} more to qualify.`,
    );
  });

  test(`${merchant}: a promotion claimed in the member centre`, async ({ page, request }, testInfo) => {
    const { base, session } = await memberOf(request, testInfo, 'claims', merchant, 'centre');
    await openSignedIn(page, `${base}/m/member/home`, session);
    await shellReady(page);
    const offer = page.getByTestId('member-claims').locator(`[data-promotion-id="${promotions.open}"]`);
    await expect(offer).toHaveAttribute('data-status', 'claimable');
    await expect(page.getByTestId('active-bonuses')).toHaveCount(0);
    await settled(page);
    const findings = await axeFindings(page);
    expect(findings, describeFindings(findings, '/m/member/home', merchant, 'signed in, promotions to claim')).toEqual([]);

    await offer.getByTestId('claim-button').click();
    await expect(offer).toHaveAttribute('data-status', 'claimed');
    await expect(headerBalance(page)).toHaveText(money(merchant, '50.00'));
    await expect(page.getByTestId('active-bonus').getByTestId('active-bonus-remaining')).toHaveText(
      `Bet ${money(merchant, '250.00')} more`,
    );
    // The server keeps it: after a reload it is still claimed, and not offered again.
    await page.reload();
    await expect(offer).toHaveAttribute('data-status', 'claimed');
    await expect(headerBalance(page)).toHaveText(money(merchant, '50.00'));
  });
}
