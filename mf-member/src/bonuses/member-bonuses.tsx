/**
 * The member centre's promotions part (issue 26): the promotions the member may claim, each with
 * its Claim button (the card is @m/shared's, the same the activity page shows), and every bonus
 * whose turnover is not yet met with what is left to bet. A claim reloads the bonuses.
 */
import { ClaimOfferCard, fetchClaimOffers, loadedValue, LoadFailed, useLoad, useTranslation, type ClaimOffers } from '@m/shared';
import { useMoney } from '../platform/money';
import { useSessionToken } from '../platform/session-token';
import { fetchActiveBonuses } from './bonuses-api';

/**
 * `initialOffers` / `initialBonuses`: what the page loaded with the account, drawn at once. The
 * claim card is its own chunk: the page's Suspense boundary waits for it, so it never appears
 * after the rest and pushes it down (issue 37).
 */
export function MemberBonuses({
  initialOffers,
  initialBonuses,
}: { initialOffers?: ClaimOffers; initialBonuses?: Awaited<ReturnType<typeof fetchActiveBonuses>> } = {}) {
  const { t } = useTranslation('member');
  const token = useSessionToken();
  const offers = useLoad(token, fetchClaimOffers, { keep: true, initial: initialOffers });
  const bonuses = useLoad(token, fetchActiveBonuses, { keep: true, initial: initialBonuses });
  const offerList = loadedValue(offers);
  const bonusList = loadedValue(bonuses);
  const money = useMoney(bonusList?.currency, undefined);
  return (
    <>
      {offerList && offerList.items.length > 0 && (
        <section className="mc-card" aria-labelledby="mc-claims" data-testid="member-claims">
          <h2 id="mc-claims">{t('claims_title')}</h2>
          <ul className="mc-list mc-claims">
            {offerList.items.map((offer) => (
              <li key={offer.promotionId}>
                <ClaimOfferCard offer={offer} currency={offerList.currency} onClaimed={() => bonuses.retry()} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {offers.status === 'failed' && !offerList && <LoadFailed onRetry={offers.retry} message={t('claims_load_failed')} />}
      {bonusList && bonusList.items.length > 0 && (
        <section className="mc-card" aria-labelledby="mc-bonuses" data-testid="active-bonuses">
          <h2 id="mc-bonuses">{t('bonuses_title')}</h2>
          <ul className="mc-list">
            {bonusList.items.map((bonus) => (
              <li key={bonus.id} className="mc-bonus" data-testid="active-bonus">
                <span className="mc-grow">
                  <strong>{bonus.title}</strong> <span className="mc-muted">{money(bonus.amount)}</span>
                </span>
                <span data-testid="active-bonus-remaining">{t('bonuses_remaining', { amount: money(bonus.remaining) })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
