import type { RemoteBundle } from '../shared/build/webpack-config';

/** mf-pwa: each exposed module default-exports a single-spa parcel (docs/architecture.md). */
const bundle: RemoteBundle = {
  kind: 'remote',
  name: 'mf_pwa',
  dir: __dirname,
  exposes: {
    './DownloadPage': './src/exposes/download-page.tsx',
    './DownloadBar': './src/exposes/download-bar.tsx',
    './InstallPrompt': './src/exposes/install-prompt.tsx',
    './PwaServices': './src/exposes/pwa-services.tsx',
  },
};

export default bundle;
