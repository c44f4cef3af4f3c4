import type { RemoteBundle } from '../shared/build/webpack-config';

/** mf-games: each exposed module default-exports a single-spa parcel (docs/architecture.md). */
const bundle: RemoteBundle = {
  kind: 'remote',
  name: 'mf_games',
  dir: __dirname,
  exposes: {
    './GamePage': './src/exposes/game-page.tsx',
    './LaunchGamePage': './src/exposes/launch-game-page.tsx',
    './CategoryPage': './src/exposes/category-page.tsx',
    './HomeCategories': './src/exposes/home-categories.tsx',
  },
};

export default bundle;
