import type { RemoteBundle } from '../shared/build/webpack-config';

/** mf-promotions: each exposed module default-exports a single-spa parcel (docs/architecture.md). */
const bundle: RemoteBundle = {
  kind: 'remote',
  name: 'mf_promotions',
  dir: __dirname,
  exposes: {
    './ActivityPage': './src/exposes/activity-page.tsx',
    './NewsPage': './src/exposes/news-page.tsx',
    './HomeBanner': './src/exposes/home-banner.tsx',
    './HomeMarquee': './src/exposes/home-marquee.tsx',
    './HomePopups': './src/exposes/home-popups.tsx',
    './FloatingEntry': './src/exposes/floating-entry.tsx',
  },
};

export default bundle;
