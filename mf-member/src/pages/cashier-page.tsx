/**
 * The cashier: /m/member/deposit, /m/member/withdraw, /m/member/transactions and /m/member/bets
 * (issue 25), one exposed page whose route parameter names the view. Each view is its own chunk:
 * a member who only deposits never downloads the history.
 */
import { lazy, Suspense } from 'react';
import { BundleTag, useTranslation, type ParcelProps, Skeleton } from '@m/shared';
import { CASHIER_VIEWS, CashierNav, type CashierView } from '../ui/cashier-nav';
import { useMemberStyles } from '../ui/member-styles';
import { useCashierStyles } from '../ui/cashier-styles';

const DepositView = lazy(() =>
  import(/* webpackChunkName: "cashier-deposit" */ '../deposit/deposit-view').then((module) => ({ default: module.DepositView })),
);
const WithdrawView = lazy(() =>
  import(/* webpackChunkName: "cashier-withdraw" */ '../withdraw/withdraw-view').then((module) => ({ default: module.WithdrawView })),
);
const TransactionsView = lazy(() =>
  import(/* webpackChunkName: "cashier-transactions" */ '../transactions/transactions-view').then((module) => ({
    default: module.TransactionsView,
  })),
);
const BetRecordsView = lazy(() =>
  import(/* webpackChunkName: "cashier-bets" */ '../bet-records/bet-records-view').then((module) => ({ default: module.BetRecordsView })),
);

function cashierView(params: Record<string, string>, route: string): CashierView {
  const named = (params.view ?? route.split('/').pop() ?? '') as CashierView;
  return CASHIER_VIEWS.includes(named) ? named : 'deposit';
}

export function CashierPage(props: ParcelProps) {
  useMemberStyles();
  useCashierStyles();
  const { t } = useTranslation('member');
  const view = cashierView(props.params, props.route);
  return (
    <section className="mc-page" data-page="mf-member/CashierPage" data-route={props.route} data-view={view}>
      <h1>{t(`cashier_title_${view}`)}</h1>
      <CashierNav current={view} navigate={props.navigate} />
      <Suspense fallback={<Skeleton lines={4} card />}>
        {view === 'deposit' && <DepositView search={props.search} navigate={props.navigate} />}
        {view === 'withdraw' && <WithdrawView navigate={props.navigate} />}
        {view === 'transactions' && <TransactionsView />}
        {view === 'bets' && <BetRecordsView />}
      </Suspense>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
