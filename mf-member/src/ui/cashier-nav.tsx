/** The four cashier pages, one tap from each other: deposit, withdraw, transactions, bet records. */
import { useTranslation } from '@m/shared';

export const CASHIER_VIEWS = ['deposit', 'withdraw', 'transactions', 'bets'] as const;
export type CashierView = (typeof CASHIER_VIEWS)[number];

export function CashierNav({ current, navigate }: { current: CashierView; navigate: (to: string) => void }) {
  const { t } = useTranslation('member');
  return (
    <nav className="cs-nav" aria-label={t('cashier_nav')}>
      {CASHIER_VIEWS.map((view) => (
        <a
          key={view}
          href={`/m/member/${view}`}
          aria-current={view === current ? 'page' : undefined}
          data-testid={`cashier-nav-${view}`}
          onClick={(event) => {
            event.preventDefault();
            navigate(`/member/${view}`);
          }}
        >
          {t(`cashier_title_${view}`)}
        </a>
      ))}
    </nav>
  );
}
