import { useEffect, useState } from 'react';
import type { ParcelProps } from '@m/shared';
import { fetchBanners, type Banner } from '../content/banner-api';
import { sessionFlags } from '../platform/session-flags';
import { PopupCarousel } from '../popups/popup-carousel';
import { markShown, popupsToShow, withinWait } from '../popups/popup-rules';
import { usePromoStyles } from '../ui/promo-styles';

/**
 * Home: the popup carousel of m_popup1 and m_popup2, once per browser session. It waits up to
 * 20 s for the popup banners (SPEC 9); a later answer shows nothing.
 */
export function HomePopups(props: ParcelProps) {
  usePromoStyles();
  const [banners, setBanners] = useState<Banner[]>([]);
  useEffect(() => {
    let active = true;
    void withinWait((signal) => fetchBanners('popup', signal)).then((answer) => {
      if (!active || !answer) return;
      const flags = sessionFlags();
      const due = popupsToShow(answer, flags);
      markShown(due, flags);
      setBanners(due);
    });
    return () => {
      active = false;
    };
  }, []);
  return (
    <div data-page="mf-promotions/HomePopups" data-route={props.route}>
      {banners.length > 0 && <PopupCarousel banners={banners} basePath={props.basePath} navigate={props.navigate} onClose={() => setBanners([])} />}
    </div>
  );
}
