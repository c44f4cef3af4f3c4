import { useEffect } from 'react';
import { lockScroll, useTranslation } from '@m/shared';
import { SystemPage } from './system-page';

/**
 * SPEC section 8, `domain_not_available` from the status call: a popup that cannot be dismissed,
 * since nothing on this address works. The text is the catalogue's, in the player's language.
 */
export function DomainUnavailablePopup() {
  const { t } = useTranslation();
  useEffect(() => lockScroll(), []);
  return (
    <SystemPage kind="domain-unavailable" titleKey="domain_not_available_title" title={t('domain_not_available_title')}>
      <div className="overlay-backdrop">
        <div
          className="dialog"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="domain-unavailable-title"
          data-testid="domain-unavailable"
        >
          <h2 className="dialog__title" id="domain-unavailable-title">
            {t('domain_not_available_title')}
          </h2>
          <p className="dialog__message">{t('domain_not_available')}</p>
        </div>
      </div>
    </SystemPage>
  );
}
