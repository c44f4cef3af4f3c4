/** The four cashier pages, one tap from each other: deposit, withdraw, transactions, bet records. */
import { useTranslation } from '@m/shared';
import { AppLink } from './app-link';

export const CASHIER_VIEWS = ['deposit', 'withdraw', 'transactions', 'bets'] as const;
export type CashierView = (typeof CASHIER_VIEWS)[number];

export function CashierNav({ current, navigate }: { current: CashierView; navigate: (to: string) => void }) {
  const { t } = useTranslation('member');
  return (
    <nav className="cs-nav" aria-label={t('cashier_nav')}>
      {CASHIER_VIEWS.map((view) => (
        <AppLink
          key={view}
          to={`/member/${view}`}
          navigate={navigate}
          ariaCurrent={view === current ? 'page' : undefined}
          testId={`cashier-nav-${view}`}
        >
          {t(`cashier_title_${view}`)}
        </AppLink>
      ))}
    </nav>
  );
}
