/**
 * The download buttons for the merchant's resources, the player's own platform first. Installable
 * files open in the same tab, other links in a new one (link-target.ts); the iOS profile shows
 * how to finish installing it.
 */
import { bus, useTranslation } from '@m/shared';
import type { DownloadResources, ResourceType } from './download-resources';
import { downloadLinkProps } from './link-target';
import type { Platform } from '../platform/platform';
import { showIosProfileHelp } from '../ui/ios-profile-help';

const LABELS: Record<Exclude<ResourceType, 'AppDownloadIcon'>, string> = {
  Android: 'download_android',
  IOS: 'download_ios',
  MOBILECONFIG: 'download_ios_profile',
};

/** The native app before the iOS home-screen profile: SPEC 9 'preferred way app'. */
export function orderFor(platform: Pick<Platform, 'ios' | 'android'>): Array<Exclude<ResourceType, 'AppDownloadIcon'>> {
  return platform.ios ? ['IOS', 'MOBILECONFIG', 'Android'] : ['Android', 'IOS', 'MOBILECONFIG'];
}

export function DownloadLinks({
  resources,
  platform,
  onChoose,
}: {
  resources: DownloadResources;
  platform: Platform;
  onChoose?: (type: ResourceType) => void;
}) {
  const { t } = useTranslation('pwa');
  const types = orderFor(platform).filter((type) => resources.links[type]);
  if (types.length === 0) return null;
  return (
    <ul className="pwa-links">
      {types.map((type, index) => {
        const { href, ...props } = downloadLinkProps(resources.links[type]!, platform);
        return (
          <li key={type}>
            <a
              href={href}
              {...props}
              className={index === 0 ? 'btn btn--primary' : 'btn'}
              data-testid={`download-${type}`}
              onClick={() => {
                // SPEC 9 tracked event, delivered by the shell's tracker.
                bus.publish('track.event', { event: 'downloadApp', payload: { content: { resourceType: type } } });
                onChoose?.(type);
                if (type === 'MOBILECONFIG') void showIosProfileHelp();
              }}
            >
              {t(LABELS[type])}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
