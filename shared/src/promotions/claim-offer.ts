/**
 * The claim card (claim-offer-card.tsx) in a chunk of its own: @m/shared is in every page's first
 * load, the card only on the pages that show a claimable promotion. Mount it inside <Suspense>.
 */
import { lazy } from 'react';

export const ClaimOfferCard = lazy(() =>
  import(/* webpackChunkName: "claim-offer-card" */ './claim-offer-card').then((module) => ({ default: module.ClaimOfferCard })),
);
