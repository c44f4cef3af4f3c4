/**
 * The download bar on the home page (SPEC sections 2, 4 and 5): app icon, app name, 5.0 stars,
 * the gift icon while the APP_DOWNLOAD promotion is on, and a close button. Tapping it opens the
 * download popup; closing it hides it for the session and shows the app window instead.
 */
import { useState } from 'react';
import { systemConfig, useBehavior, useHydrated, useTranslation, type ParcelProps } from '@m/shared';
import { barFlags } from '../download/bar-flags';
import { appIdentity } from '../download/download-data';
import { downloadBarHiddenReason } from '../download/download-bar-rules';
import { NO_RESOURCES } from '../download/download-resources';
import { useDownloadData } from '../download/use-download-data';
import { usePlatform } from '../platform/use-platform';
import { AppIcon } from '../ui/app-icon';
import { AppWindow } from '../ui/app-window';
import { DownloadPopup } from './download-popup';
import { RatingStars } from '../ui/rating-stars';
import { usePwaStyles } from '../ui/pwa-styles';

export function DownloadBar(props: ParcelProps) {
  usePwaStyles();
  const { t } = useTranslation('pwa');
  const config = useBehavior(systemConfig);
  const data = useDownloadData();
  const platform = usePlatform();
  // The session's flags are the browser's: while hydrating, the bar is as the server drew it.
  const hydrated = useHydrated();
  const [barClosedFlag, setBarClosed] = useState(barFlags.isBarClosed);
  const [windowClosedFlag, setWindowClosed] = useState(barFlags.isAppWindowClosed);
  const barClosed = hydrated && barClosedFlag;
  const windowClosed = hydrated && windowClosedFlag;
  const [popup, setPopup] = useState(false);

  if (data.status === 'loading') {
    // The bar's own place while its data loads, wherever it will most likely show (any link
    // assumed, no VIP gate): appearing later it pushed the whole home 48 px down (issue 37).
    const likely =
      config?.status.gw.DOWNLOAD_BAR_VIP_ONLY !== true &&
      downloadBarHiddenReason({
        platform,
        resources: { ...NO_RESOURCES, links: { IOS: 'pending' } },
        gw: undefined,
        member: null,
        closedThisSession: barClosed,
      }) === null;
    return likely ? <div className="pwa-bar pwa-bar--pending" aria-hidden="true" data-testid="download-bar-pending" /> : null;
  }
  const context = { platform, resources: data.resources, gw: config?.status.gw, member: data.member };
  const reason = downloadBarHiddenReason({ ...context, closedThisSession: barClosed });
  const { name, icon } = appIdentity(config?.status, data.resources);
  // The app window replaces the bar only where the bar itself would have been shown.
  const showAppWindow =
    reason === 'closed-this-session' && !windowClosed && downloadBarHiddenReason({ ...context, closedThisSession: false }) === null;

  return (
    <>
      {reason === null ? (
        <div className="pwa-bar" data-testid="download-bar">
          <button type="button" className="pwa-bar__main" onClick={() => setPopup(true)} data-testid="download-bar-open">
            <AppIcon src={icon} />
            <span className="pwa-bar__text">
              <span className="pwa-bar__name" data-testid="download-bar-name">
                {name || t('download_popup_title')}
              </span>
              <RatingStars />
            </span>
          </button>
          {data.appDownloadPromotion && (
            <span className="pwa-gift" role="img" aria-label={t('download_bar_gift')} data-testid="download-bar-gift">
              🎁
            </span>
          )}
          <button
            type="button"
            className="pwa-close"
            aria-label={t('close')}
            data-testid="download-bar-close"
            onClick={() => {
              barFlags.closeBar();
              setBarClosed(true);
            }}
          >
            ×
          </button>
        </div>
      ) : (
        // Why the bar is hidden, for tests and support; nothing visible.
        <span hidden data-testid="download-bar-hidden" data-reason={reason} />
      )}
      {showAppWindow && (
        <AppWindow
          icon={icon}
          onOpen={() => setPopup(true)}
          onClose={() => {
            barFlags.closeAppWindow();
            setWindowClosed(true);
          }}
        />
      )}
      {popup && (
        <DownloadPopup
          name={name}
          icon={icon}
          resources={data.resources}
          platform={platform}
          navigate={props.navigate}
          onClosed={() => setPopup(false)}
        />
      )}
    </>
  );
}
