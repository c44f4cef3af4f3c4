/** The vendors of a category, with their marks: each opens its game-vendor view; one under maintenance says so. */
import { useTranslation } from '@m/shared';
import type { VendorEntry } from './catalogue-view';

export function VendorList({ vendors, onOpen, label }: { vendors: VendorEntry[]; onOpen: (vendor: string) => void; label: string }) {
  const { t } = useTranslation('games');
  return (
    <ul className="g-vendors" aria-label={label}>
      {vendors.map((vendor) => (
        <li key={vendor.vendor}>
          <button
            type="button"
            className="g-vendor"
            data-testid={`vendor-${vendor.vendor}`}
            data-maintenance={vendor.maintenance}
            onClick={() => onOpen(vendor.vendor)}
          >
            {/* Decorative: the name beside it says whose it is. */}
            {vendor.logoUrl && <img className="g-vendor__mark" src={vendor.logoUrl} alt="" width={28} height={28} loading="lazy" />}
            <strong>{vendor.name}</strong>
            <small>
              {vendor.maintenance ? t('maintenance_badge') : t('game_count', { count: vendor.gameCount })}
              {!vendor.maintenance && vendor.freeplay ? ` · ${t('free_trial')}` : ''}
            </small>
          </button>
        </li>
      ))}
    </ul>
  );
}
