/**
 * The vendors of a category, with their marks: each opens its game-vendor view; one under
 * maintenance says so. Given `hrefOf` (the home's providers row, drawn on the server), each is a
 * link to that view, so a tap before the scripts run still works; a plain click calls onOpen.
 */
import type { MouseEvent } from 'react';
import { isPlainClick, useTranslation } from '@m/shared';
import type { VendorEntry } from './catalogue-view';

export interface VendorListProps<V extends VendorEntry> {
  vendors: readonly V[];
  onOpen: (vendor: V) => void;
  label: string;
  hrefOf?: (vendor: V) => string;
  /** One line scrolled sideways (the home) rather than wrapped. */
  row?: boolean;
  testId?: string;
}

export function VendorList<V extends VendorEntry>({ vendors, onOpen, label, hrefOf, row = false, testId }: VendorListProps<V>) {
  const { t } = useTranslation('games');
  return (
    <ul className={row ? 'g-vendors g-vendors--row' : 'g-vendors'} aria-label={label} data-testid={testId}>
      {vendors.map((vendor) => {
        const content = (
          <>
            {/* Decorative: the name beside it says whose it is. */}
            {vendor.logoUrl && <img className="g-vendor__mark" src={vendor.logoUrl} alt="" width={28} height={28} loading="lazy" />}
            <strong>{vendor.name}</strong>
            <small>
              {vendor.maintenance ? t('maintenance_badge') : t('game_count', { count: vendor.gameCount })}
              {!vendor.maintenance && vendor.freeplay ? ` · ${t('free_trial')}` : ''}
            </small>
          </>
        );
        const common = { className: 'g-vendor', 'data-testid': `vendor-${vendor.vendor}`, 'data-maintenance': vendor.maintenance };
        return (
          <li key={vendor.vendor}>
            {hrefOf ? (
              <a
                {...common}
                href={hrefOf(vendor)}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onOpen(vendor);
                }}
              >
                {content}
              </a>
            ) : (
              <button type="button" {...common} onClick={() => onOpen(vendor)}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
