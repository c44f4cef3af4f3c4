/**
 * The wallet: balance in the merchant's currency (formatted as the shell formats money), what
 * deposit and withdrawal allow (methods, limits, the member's accounts, masked), and the
 * operator's cashier for the payment itself.
 */
import {
  bus,
  formatMoney,
  loadedValue,
  LoadFailed,
  sessionStore,
  systemConfig,
  useBehavior,
  useLoad,
  useTranslation,
  type MoneyCountry,
} from '@m/shared';
import { providerName } from '../platform/provider-name';
import { useSessionToken } from '../platform/session-token';
import { cashierTarget } from './cashier-link';
import { fetchWallet } from './wallet-api';
import { AppLink } from '../ui/app-link';

export function WalletSection({
  balance,
  memberId,
  onNavigate,
  initial,
}: {
  balance: number;
  memberId: number;
  onNavigate: (to: string) => void;
  /** The limits and methods the page loaded with the account (drawn at once, in their final size). */
  initial?: Awaited<ReturnType<typeof fetchWallet>>;
}) {
  const { t } = useTranslation('member');
  const config = useBehavior(systemConfig);
  const session = useBehavior(sessionStore.subject);
  const wallet = useLoad(useSessionToken(), fetchWallet, { keep: true, initial });
  const deposit = loadedValue(wallet)?.deposit;
  const withdraw = loadedValue(wallet)?.withdraw;
  const country: MoneyCountry = {
    currency: deposit?.currency ?? config?.country?.currency ?? '',
    currencySymbol: deposit?.currencySymbol ?? config?.country?.currencySymbol ?? '',
    currencyPosition: config?.country?.currencyPosition ?? 'before',
  };
  const money = (value: number) => formatMoney(value, country);
  const signed = session ? { token: session.token, userName: session.userName } : null;
  const depositLink = cashierTarget(deposit?.cashierUrl, deposit?.allowedHosts ?? [], signed, 'deposit');
  const withdrawLink = cashierTarget(deposit?.cashierUrl, deposit?.allowedHosts ?? [], signed, 'withdraw');

  return (
    <section className="mc-card" aria-labelledby="mc-wallet" data-testid="wallet">
      <h2 id="mc-wallet">{t('wallet_title')}</h2>
      <p className="mc-row">
        <span className="mc-grow mc-muted">{t('wallet_balance')}</span>
        <strong data-testid="wallet-balance">{money(balance)}</strong>
      </p>
      {wallet.status === 'failed' && <LoadFailed onRetry={wallet.retry} />}
      {deposit && (
        <>
          <h3>{t('wallet_deposit')}</h3>
          <p className="mc-muted" data-testid="deposit-limits">
            {t('wallet_limits', { min: money(deposit.minAmount), max: money(deposit.maxAmount) })}
          </p>
          <ul className="mc-list" data-testid="deposit-methods">
            {deposit.methods.map((method) => (
              <li key={method.code} data-code={method.code} data-enabled={method.enabled}>
                <span className="mc-grow">{method.name}</span>
                {!method.enabled && <span className="mc-muted">{t('wallet_method_unavailable')}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {withdraw && (
        <>
          <h3>{t('wallet_withdraw')}</h3>
          <p className="mc-muted" data-testid="withdraw-limits">
            {t('wallet_limits', { min: money(withdraw.minAmount), max: money(withdraw.maxAmount) })} ·{' '}
            {t('wallet_daily_times', { count: withdraw.dailyTimes })}
          </p>
          {/* With the site's own cashier, the accounts the withdraw page pays to (issue 35): never one it does not have. */}
          {withdraw.boundAccounts ? (
            withdraw.boundAccounts.length === 0 ? (
              <p className="mc-muted">{t('wallet_no_accounts')}</p>
            ) : (
              <ul className="mc-list" data-testid="withdraw-accounts">
                {withdraw.boundAccounts.map((account) => (
                  <li key={account.id}>
                    {providerName(withdraw.providers, account.provider)} {account.holderName} · {account.accountNo}
                  </li>
                ))}
              </ul>
            )
          ) : withdraw.accounts.length === 0 ? (
            <p className="mc-muted">{t('wallet_no_accounts')}</p>
          ) : (
            <ul className="mc-list" data-testid="withdraw-accounts">
              {withdraw.accounts.map((account, index) => (
                <li key={`${account.type}-${index}`}>
                  {t('wallet_account_mobile')} {account.countryDialingCode ? `+${account.countryDialingCode} ` : ''}
                  {account.mobileNum}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {deposit?.channels && (
        // This site's own cashier (issue 25): its pages, in place of an operator's external one.
        <nav className="mc-actions" aria-label={t('cashier_nav')} data-testid="cashier-links">
          {(['deposit', 'withdraw', 'transactions', 'bets'] as const).map((view) => (
            <AppLink
              key={view}
              className={view === 'deposit' ? 'btn btn--primary' : 'btn'}
              to={`/member/${view}`}
              navigate={onNavigate}
              testId={`cashier-link-${view}`}
            >
              {t(`wallet_open_${view}`)}
            </AppLink>
          ))}
        </nav>
      )}
      {!deposit?.channels && (depositLink || withdrawLink) && (
        <div className="mc-actions">
          {depositLink && (
            <a
              className="btn btn--primary"
              href={depositLink.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="cashier-deposit"
              onClick={() =>
                bus.publish('track.event', { event: 'depositSubmit', payload: { customerId: memberId, currency: country.currency } })
              }
            >
              {t('wallet_deposit')}
            </a>
          )}
          {withdrawLink && (
            <a className="btn" href={withdrawLink.href} target="_blank" rel="noopener noreferrer" data-testid="cashier-withdraw">
              {t('wallet_withdraw')}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
