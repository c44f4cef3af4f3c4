/**
 * The home page's footer (issue 27): the minimum age, a call to play responsibly with the way to
 * the player's own limits, the merchant's licence, the payment methods it takes (named in the
 * player's language) and, while game art
 * is drawn from CC BY icons, their credit. Everything comes from the merchant's status (`legal`); a
 * backend without it shows no footer.
 */
import { NavLink } from 'react-router-dom';
import { language$, systemConfig, textIn, tracking, useBehavior, useTranslation } from '@m/shared';

export function SiteFooter() {
  const { t } = useTranslation();
  const config = useBehavior(systemConfig);
  const visit = useBehavior(tracking.state$);
  const language = useBehavior(language$);
  const legal = config?.status.legal;
  if (!legal) return null;
  return (
    <footer className="site-footer" data-testid="site-footer">
      <p className="site-footer__age">
        <span className="site-footer__badge" aria-hidden="true">
          {`${legal.minimumAge}+`}
        </span>
        <span>{t('footer_age', { age: legal.minimumAge })}</span>
      </p>
      <p>
        {t('footer_responsible')}{' '}
        <NavLink to={tracking.withTracking('/member/limits', visit)} data-testid="footer-limits">
          {t('footer_limits')}
        </NavLink>
      </p>
      {legal.licence && (
        <p data-testid="footer-licence">{t('footer_licence', { authority: legal.licence.authority, number: legal.licence.number })}</p>
      )}
      {legal.paymentMarks.length > 0 && (
        <ul className="site-footer__marks" aria-label={t('footer_payments')} data-testid="footer-payments">
          {legal.paymentMarks.map((mark, index) => (
            <li key={index}>{textIn(mark, language)}</li>
          ))}
        </ul>
      )}
      {legal.artCredit && <p data-testid="footer-art-credit">{t('footer_art_credit')}</p>}
    </footer>
  );
}
