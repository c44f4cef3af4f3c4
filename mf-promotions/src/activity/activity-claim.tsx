/**
 * The Claim button of an activity page (issue 26): for a signed-in member, when the promotion is
 * one they may claim (the server's list, fetched with their session), the claim card of
 * @m/shared (the member centre shows the same one). Guests and other promotions see nothing.
 */
import { Suspense } from 'react';
import { ClaimOfferCard, fetchClaimOffers, loadedValue, sessionStore, useBehavior, useLoad } from '@m/shared';

export function ActivityClaim({ promotionId }: { promotionId: string }) {
  const token = useBehavior(sessionStore.subject)?.token ?? null;
  const offers = loadedValue(useLoad(token, fetchClaimOffers));
  const offer = offers?.items.find((item) => item.promotionId === promotionId);
  if (!offers || !offer) return null;
  return (
    <Suspense fallback={null}>
      <ClaimOfferCard offer={offer} currency={offers.currency} showTitle={false} />
    </Suspense>
  );
}
