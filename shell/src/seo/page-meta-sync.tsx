/**
 * Keeps the head tags in step with the route, the language and the merchant's name.
 */
import { useEffect, useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { systemConfig, useBehavior, useTranslation } from '@m/shared';
import { ROUTES, type RouteDef } from '@m/shared';
import { applyHeadMeta } from './head-tags';
import { pageMeta } from './page-meta';
import { pageMerchantName } from '../startup/page-merchant';

const MATCHABLE = ROUTES.map((route) => ({ path: `/${route.path}`, route }));

/**
 * The merchant's name: from its status, else from the page the server made for it (offline the
 * status cannot be read, and a page never cached then named the product's placeholder brand).
 */
export function useMerchantName(): string {
  const { t } = useTranslation();
  const config = useBehavior(systemConfig);
  return config?.status.merchantName?.trim() || (typeof document === 'undefined' ? '' : pageMerchantName(document)) || t('brand');
}

/** For the routes of the app. */
export function PageMetaSync() {
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const merchant = useMerchantName();
  const route = useMemo<RouteDef | null>(() => {
    const match = matchRoutes(MATCHABLE, location.pathname);
    return (match?.[0]?.route as (typeof MATCHABLE)[number] | undefined)?.route ?? null;
  }, [location.pathname]);
  useEffect(() => {
    applyHeadMeta(pageMeta({ route, merchant, origin: window.location.origin, search: location.search, t: (k, v) => t(k, v ?? {}) }));
  }, [route, merchant, location.search, t, i18n.language]);
  return null;
}

/** For a system page (maintenance, access denied…): its title, never indexed. */
export function useSystemPageMeta(titleKey: string): void {
  const { t, i18n } = useTranslation();
  const merchant = useMerchantName();
  useEffect(() => {
    applyHeadMeta(pageMeta({ route: null, merchant, origin: window.location.origin, search: '', t: (k, v) => t(k, v ?? {}), titleKey }));
  }, [titleKey, merchant, t, i18n.language]);
}
