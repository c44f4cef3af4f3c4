/** /m/member/bets: each round the member played, newest first: game, vendor, stake, win and when. */
import { formatLocalDateTime, useTranslation } from '@m/shared';
import { useCursorList } from '../platform/cursor-list';
import { useMoney, type FormatMoney } from '../platform/money';
import { PagedList } from '../ui/paged-list';
import { fetchBetRecords, type BetRecord } from './bet-records-api';

export function BetRecordsView() {
  const { t } = useTranslation('member');
  const list = useCursorList<BetRecord>('bets', fetchBetRecords);
  const money = useMoney(undefined, undefined);
  return (
    <section className="mc-card" aria-labelledby="cs-bets-title" aria-busy={list.loading}>
      <h2 id="cs-bets-title">{t('cashier_title_bets')}</h2>
      <PagedList list={list} empty={t('cashier_no_bets')} testId="bet-records">
        {(record) => <BetRecordRow key={record.roundId} record={record} money={money} />}
      </PagedList>
    </section>
  );
}

function BetRecordRow({ record, money }: { record: BetRecord; money: FormatMoney }) {
  const { t, i18n } = useTranslation('member');
  const net = record.win - record.stake;
  return (
    <li className="cs-entry" data-testid="bet-record" data-round={record.roundId}>
      <span className="cs-entry__what">
        <strong>{record.gameName}</strong>
        <span className="mc-muted" data-testid="bet-record-vendor">
          {' '}
          · {record.vendorName ?? record.vendor}
        </span>
        <span className="mc-muted cs-entry__when">{formatLocalDateTime(record.createdAt, i18n.language)}</span>
      </span>
      <span className="cs-entry__money">
        <span data-testid="bet-record-stake">{t('cashier_bet_stake', { amount: money(record.stake) })}</span>
        <span className={net > 0 ? 'cs-credit' : undefined} data-testid="bet-record-win">
          {t('cashier_bet_win', { amount: money(record.win) })}
        </span>
      </span>
    </li>
  );
}
