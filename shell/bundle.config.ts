import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import type { HostBundle } from '../shared/build/webpack-config';
import { AssetManifestPlugin } from '../shared/build/asset-manifest-plugin';
import { StartupPreloadPlugin } from '../shared/build/startup-preload-plugin';
import { EntryAfterPaintPlugin } from '../shared/build/entry-after-paint-plugin';
import { LOADING_INDICATOR_MAX_MS } from '../shared/src/contract/constants';
import { keepTapsUntilHydrated } from './src/startup/tap-keeper';
import { MAIN_START_CAP_MS, startMainAfterFirstPaint } from './src/startup/main-after-paint';

const bundle: HostBundle = {
  kind: 'host',
  name: 'shell',
  dir: __dirname,
  plugins: (mode) => [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src/index.html'),
      filename: 'index.html',
      scriptLoading: 'defer',
      // Runs before any bundle: taps on server-drawn buttons are kept until their code has run.
      templateParameters: { tapKeeper: `(${keepTapsUntilHydrated.toString()})(document, ${LOADING_INDICATOR_MAX_MS});` },
      minify: mode === 'production' ? { collapseWhitespace: true, minifyCSS: true, removeComments: true } : false,
    }),
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src/offline.html'),
      filename: 'offline.html',
      chunks: [],
      minify: mode === 'production' ? { collapseWhitespace: true, minifyCSS: true } : false,
    }),
    new StartupPreloadPlugin(),
    // main.js is preloaded, and run once the first paint is reported (src/startup/main-after-paint.ts).
    new EntryAfterPaintPlugin((src) => `(${startMainAfterFirstPaint.toString()})(document, ${JSON.stringify(src)}, ${MAIN_START_CAP_MS});`),
    new AssetManifestPlugin(),
    ...(mode === 'production'
      ? [
          new InjectManifest({
            swSrc: path.join(__dirname, 'src/sw/sw.ts'),
            swDest: 'sw.js',
            // The shell only: remotes are cached at run time by the routes in sw.ts.
            exclude: [/\.map$/, /asset-manifest\.json$/, /^sw\.js$/, /^independent-packages\//],
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          }),
        ]
      : []),
  ],
};

export default bundle;
