/**
 * /m/download (SPEC section 2): the merchant's downloads by type (WPSCORE_getDownloadSetting), the
 * iOS profile with its install help, the merchant's app news (SPEC 7 app_download announcements),
 * installing the site to the home screen, and push messages.
 */
import { useState } from 'react';
import { BundleTag, LoadFailed, systemConfig, useBehavior, useHydrated, useTranslation, type ParcelProps, Skeleton } from '@m/shared';
import { appIdentity } from '../download/download-data';
import { downloadPageLayout } from '../download/page-layout';
import { useDownloadData } from '../download/use-download-data';
import { capturedInstallPrompt, runInstallPrompt } from '../install/install-actions';
import { usePlatform } from '../platform/use-platform';
import { AppIcon } from '../ui/app-icon';
import { DownloadLinks } from '../download/download-links';
import { PushOptIn } from '../push/push-opt-in';
import { AppNewsSection } from '../app-news/app-news-section';
import { RatingStars } from '../ui/rating-stars';
import { usePwaStyles } from '../ui/pwa-styles';

export function DownloadPage(props: ParcelProps) {
  usePwaStyles();
  const { t } = useTranslation('pwa');
  const config = useBehavior(systemConfig);
  const data = useDownloadData();
  const platform = usePlatform();
  const [captured, setInstallEvent] = useState(capturedInstallPrompt);
  // The install prompt is the browser's: a page drawn on the server offers it once attached.
  const installEvent = useHydrated() ? captured : null;
  const { name, icon } = appIdentity(config?.status, data.resources);
  const hasLinks = Object.keys(data.resources.links).some((type) => type !== 'AppDownloadIcon');
  const iosSteps = platform.ios && platform.iosHomeScreenApps && !platform.standalone && !platform.inApp;
  const layout = downloadPageLayout(__BUNDLE_VERSION__);
  const identity = (
    <>
      <AppIcon src={icon} large />
      <h1>{name || t('download_page_title')}</h1>
      <RatingStars />
    </>
  );

  return (
    <div className="pwa-page" data-page="mf-pwa/DownloadPage" data-route={props.route} data-layout={layout}>
      {layout === 'hero' ? (
        <header className="pwa-hero" data-testid="download-hero">
          {identity}
        </header>
      ) : (
        identity
      )}
      <p>{t('download_page_desc')}</p>
      {data.status === 'loading' && <Skeleton lines={4} card />}
      {data.status === 'failed' && <LoadFailed onRetry={data.retry} message={t('download_failed')} testId="download-failed" />}
      {data.status === 'ready' && (
        <section data-testid="download-resources">
          <h2>{t('download_page_apps')}</h2>
          {hasLinks ? (
            <DownloadLinks resources={data.resources} platform={platform} />
          ) : (
            <p data-testid="download-none">{t('download_none')}</p>
          )}
        </section>
      )}
      <AppNewsSection />
      {(installEvent || iosSteps) && !platform.standalone && (
        <section data-testid="download-home-screen">
          <h2>{t('download_home_screen')}</h2>
          {installEvent ? (
            <button
              type="button"
              className="btn btn--primary"
              data-testid="download-page-install"
              onClick={() => {
                setInstallEvent(null);
                void runInstallPrompt(installEvent);
              }}
            >
              {t('a2hs_agree')}
            </button>
          ) : (
            <ol className="pwa-steps">
              <li>{t('a2hs_ios_step1')}</li>
              <li>{t('a2hs_ios_step2')}</li>
            </ol>
          )}
        </section>
      )}
      <PushOptIn />
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </div>
  );
}
