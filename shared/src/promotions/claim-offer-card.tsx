/**
 * One claimable promotion as both the activity page and the member centre show it: the bonus and
 * its turnover, then a Claim button when the member qualifies, what is missing when they do not,
 * or "Claimed". The server decides; the button only asks (a refusal's text is shown beside it).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { systemConfig } from '../config/system-config';
import { formatMoney } from '../format/currency';
import { COMMON_NS } from '../i18n/i18n';
import { useBehavior } from '../util/use-observable';
import { injectStyles } from '../ui/inject-styles';
import { claimPromotion, depositGap, type ClaimAnswer, type ClaimOffer } from './promotion-claims';

const css = `
:where(.claim-offer){display:flex;flex-direction:column;gap:6px;padding:12px;border-radius:var(--radius,12px);background:var(--card,#fff);border:1px solid var(--line,#e6e6ea)}
:where(.claim-offer) p{margin:0}
:where(.claim-offer__terms),:where(.claim-offer__note){color:var(--muted,#6b6b70)}
:where(.claim-offer__error){color:var(--danger,#b00020)}
`;

export interface ClaimOfferCardProps {
  offer: ClaimOffer;
  currency: string;
  /** Also named in the heading (the activity page already shows the title). */
  showTitle?: boolean;
  onClaimed?: (answer: ClaimAnswer) => void;
}

export function ClaimOfferCard({ offer, currency, showTitle = true, onClaimed }: ClaimOfferCardProps) {
  injectStyles('claim-offer', css);
  const { t } = useTranslation(COMMON_NS);
  const config = useBehavior(systemConfig);
  const [shown, setShown] = useState(offer);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (value: number) =>
    formatMoney(value, {
      currency,
      currencySymbol: config?.country?.currencySymbol ?? '',
      currencyPosition: config?.country?.currencyPosition ?? 'before',
    });

  const claim = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await claimPromotion(shown.promotionId);
      setShown(answer.promotion);
      onClaimed?.(answer);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : t('unknown_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="claim-offer" data-testid="claim-offer" data-promotion-id={shown.promotionId} data-status={shown.status}>
      {showTitle && <strong>{shown.title}</strong>}
      <p className="claim-offer__terms">{t('claim_terms', { bonus: money(shown.bonus), turnover: money(shown.turnover) })}</p>
      {shown.status === 'claimable' && (
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void claim()}
          disabled={busy}
          aria-busy={busy}
          data-testid="claim-button"
        >
          {t('claim_button', { bonus: money(shown.bonus) })}
        </button>
      )}
      {shown.status === 'not_qualified' && (
        <p className="claim-offer__note" data-testid="claim-not-qualified">
          {t('claim_deposit_more', { amount: money(depositGap(shown)) })}
        </p>
      )}
      {shown.status === 'claimed' && (
        <p className="claim-offer__note" role="status" data-testid="claim-claimed">
          {t('claim_claimed')}
        </p>
      )}
      {error && (
        <p className="claim-offer__error" role="alert" data-testid="claim-error">
          {error}
        </p>
      )}
    </div>
  );
}
