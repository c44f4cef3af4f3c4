/**
 * Shows the app-upgrade popup inside the native app (app-upgrade.ts decides). Closing it
 * hides it for the session.
 */
import { useEffect, useMemo, useState } from 'react';
import { isFlagOn, lockScroll, systemConfig, useBehavior, useTranslation } from '@m/shared';
import { fetchDownloadResources } from './download-data';
import { downloadLinkProps } from './link-target';
import { readPlatform } from '../platform/platform';
import { safeSession as session } from '@m/shared';
import { appUpgradeOffer, type UpgradeOffer } from './app-upgrade';

export const UPGRADE_CLOSED_KEY = 'pwa_upgrade_closed';

function UpgradeDialog({ offer, onClose }: { offer: UpgradeOffer; onClose: () => void }) {
  const { t } = useTranslation('pwa');
  const platform = useMemo(() => readPlatform(), []);
  useEffect(() => lockScroll(), []);
  return (
    <div className="overlay-backdrop">
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="pwa-upgrade-title" data-testid="app-upgrade">
        <h2 className="dialog__title" id="pwa-upgrade-title">
          {t('upgrade_title')}
        </h2>
        <p className="dialog__message">{t('upgrade_msg', { version: offer.version })}</p>
        <div className="dialog__actions">
          {offer.closable && (
            <button type="button" className="btn" onClick={onClose} data-testid="app-upgrade-close">
              {t('upgrade_later')}
            </button>
          )}
          <a {...downloadLinkProps(offer.link, platform)} className="btn btn--primary" data-testid="app-upgrade-download">
            {t('upgrade_now')}
          </a>
        </div>
      </div>
    </div>
  );
}

/** Why no upgrade popup shows (or 'pending' while that is not known yet). */
type Hidden = 'pending' | 'not-in-app' | 'closed-this-session' | 'up-to-date' | 'no-download-settings';

export function AppUpgradePopup() {
  const config = useBehavior(systemConfig);
  const [offer, setOffer] = useState<UpgradeOffer | null>(null);
  const [hidden, setHidden] = useState<Hidden>('pending');

  useEffect(() => {
    const platform = readPlatform();
    if (!config) return;
    const notOffered = !platform.inApp ? 'not-in-app' : session.get(UPGRADE_CLOSED_KEY) === '1' ? 'closed-this-session' : null;
    if (notOffered) {
      // oxlint-disable-next-line react/set-state-in-effect -- the platform and the session's storage are read in the browser, after mount, so the first view is the same on the server and in the browser
      setHidden(notOffered);
      return;
    }
    let cancelled = false;
    fetchDownloadResources().then(
      (resources) => {
        if (cancelled) return;
        const found = appUpgradeOffer(platform, resources, isFlagOn('MANDATORYUPDATE3'));
        setOffer(found);
        if (!found) setHidden('up-to-date');
      },
      () => {
        if (!cancelled) setHidden('no-download-settings'); // no settings, no popup
      },
    );
    return () => {
      cancelled = true;
    };
  }, [config]);

  // Why there is no popup, for support staff and tests: a test proving it stays away waits for
  // this decision instead of sleeping. Nothing visible.
  if (!offer) return <span hidden data-testid="app-upgrade-hidden" data-reason={hidden} />;
  return (
    <UpgradeDialog
      offer={offer}
      onClose={() => {
        session.set(UPGRADE_CLOSED_KEY, '1');
        setHidden('closed-this-session');
        setOffer(null);
      }}
    />
  );
}
