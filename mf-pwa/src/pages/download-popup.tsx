/**
 * The download popup (SPEC section 2): the app's downloads for this phone, installing the site
 * to the home screen where the browser offers it, and the full download page.
 */
import { useCallback, useState } from 'react';
import { useTranslation, type ParcelProps } from '@m/shared';
import type { DownloadResources } from '../download/download-resources';
import { capturedInstallPrompt, runInstallPrompt } from '../install/install-actions';
import type { Platform } from '../platform/platform';
import { AppIcon } from '../ui/app-icon';
import { BottomSheet } from '../ui/bottom-sheet';
import { DownloadLinks } from '../download/download-links';
import { RatingStars } from '../ui/rating-stars';

export interface DownloadPopupProps {
  name: string;
  icon: string | null;
  resources: DownloadResources;
  platform: Platform;
  navigate: ParcelProps['navigate'];
  onClosed: () => void;
}

export function DownloadPopup({ name, icon, resources, platform, navigate, onClosed }: DownloadPopupProps) {
  const { t } = useTranslation('pwa');
  const [open, setOpen] = useState(true);
  const close = useCallback(() => setOpen(false), []);
  const installEvent = capturedInstallPrompt();
  const showIosSteps = platform.ios && platform.iosHomeScreenApps && !platform.standalone;

  return (
    <BottomSheet open={open} onClosed={onClosed} onDismiss={close} labelledBy="pwa-download-popup-title" testId="download-popup">
      <div className="pwa-sheet__head">
        <AppIcon src={icon} />
        <div className="pwa-bar__text">
          <h2 className="pwa-sheet__title" id="pwa-download-popup-title">
            {name || t('download_popup_title')}
          </h2>
          <RatingStars />
        </div>
      </div>
      <p className="pwa-sheet__message">{t('download_popup_msg')}</p>
      <DownloadLinks resources={resources} platform={platform} onChoose={close} />
      {installEvent && (
        <ul className="pwa-links">
          <li>
            <button
              type="button"
              className="btn"
              data-testid="download-popup-install"
              onClick={() => {
                close();
                void runInstallPrompt(installEvent);
              }}
            >
              {t('download_home_screen')}
            </button>
          </li>
        </ul>
      )}
      {showIosSteps && (
        <ol className="pwa-steps">
          <li>{t('a2hs_ios_step1')}</li>
          <li>{t('a2hs_ios_step2')}</li>
        </ol>
      )}
      <div className="pwa-sheet__actions">
        <button type="button" className="btn" onClick={close} data-testid="download-popup-close">
          {t('close')}
        </button>
        <button
          type="button"
          className="btn"
          data-testid="download-popup-more"
          onClick={() => {
            close();
            navigate('/download');
          }}
        >
          {t('download_more')}
        </button>
      </div>
    </BottomSheet>
  );
}
