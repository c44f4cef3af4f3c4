/**
 * One webpack configuration for every bundle, so that the shell and the five remotes agree on
 * shared modules, the runtime and the output layout. Each package's `bundle.config.ts` only
 * names what it exposes.
 */
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedConfig } from './shared-modules';
import { ExpectedWarningsPlugin } from './expected-warnings-plugin';
import { typescriptRule } from './typescript-rule';

export interface RemoteBundle {
  kind: 'remote';
  /** Federation name, e.g. `mf_games`; the package folder is `mf-games`. */
  name: string;
  dir: string;
  /** `./LoginPage` → source file. Every exposed module default-exports a single-spa parcel. */
  exposes: Record<string, string>;
  /** Where versions are published; defaults to `<dir>/dist` (test fixtures publish as another remote). */
  publishDir?: string;
}

export interface HostBundle {
  kind: 'host';
  name: string;
  dir: string;
  /** Extra plugins the host adds (HTML page, service worker, asset manifest). */
  plugins: (mode: Mode, outDir: string) => webpack.WebpackPluginInstance[];
}

export type Bundle = RemoteBundle | HostBundle;

/**
 * The ESM build of the federation runtime core. The host's bundler runtime imports it as ESM,
 * while the plugin that provides it to remotes requires it as CommonJS: without this alias the
 * host ships both builds (about 14 KB gzip twice).
 */
function runtimeCoreEsm(): string {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced'));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  return path.join(path.dirname(fromTools.resolve('@module-federation/runtime-core')), 'index.js');
}
export type Mode = 'production' | 'development';

/** A remote is published under a folder named by its version, so several versions live side by side. */
export function bundleVersion(dir: string): string {
  const fromEnv = process.env.REMOTE_VERSION;
  if (fromEnv) {
    if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(fromEnv)) {
      throw new Error(`REMOTE_VERSION must be a semantic version, got "${fromEnv}"`);
    }
    return fromEnv;
  }
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function outputDir(bundle: Bundle): string {
  return bundle.kind === 'host'
    ? path.join(bundle.dir, 'dist')
    : path.join(bundle.publishDir ?? path.join(bundle.dir, 'dist'), bundleVersion(bundle.dir));
}

export function createConfig(bundle: Bundle, mode: Mode): webpack.Configuration {
  const outDir = outputDir(bundle);
  const isHost = bundle.kind === 'host';
  const version = bundleVersion(bundle.dir);

  const federation = new ModuleFederationPlugin({
    name: bundle.name,
    ...(isHost
      ? {
          // No remote is known at build time: the registry names them at run time.
          remotes: {},
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(bundle.dir, 'src/federation/runtime-plugin.ts')],
        }
      : {
          filename: 'remoteEntry.js',
          exposes: bundle.exposes,
        }),
    shared: sharedConfig(bundle.kind, bundle.dir),
    manifest: isHost ? false : { fileName: 'mf-manifest.json' },
    dts: false,
    // Shared modules with `treeShaking` get a full fallback build of their own; the host's page,
    // service worker and asset manifest plugins have no business in those builds.
    treeShakingSharedExcludePlugins: ['InjectManifest', 'AssetManifestPlugin', 'DefinePlugin'],
    experiments: isHost
      ? // The host ships the federation runtime once; remotes use it instead of bundling their own.
        { provideExternalRuntime: true, optimization: { target: 'web' } }
      : { externalRuntime: true },
  });

  return {
    mode,
    context: bundle.dir,
    target: ['web', 'es2020'],
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      publicPath: isHost ? '/m/' : 'auto',
      filename: isHost ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      chunkFilename: isHost ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      assetModuleFilename: isHost ? 'assets/[name].[contenthash:8][ext]' : '[name].[contenthash:8][ext]',
      // Each bundle gets its own webpack global so that chunks of two builds never collide.
      uniqueName: bundle.name,
      // Not webpack's clean: it would delete the shared-module fallback builds that the
      // federation plugin writes beside the output first. cli.ts empties the folder instead.
      clean: false,
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@module-federation/runtime-core$': runtimeCoreEsm(),
        '@module-federation/runtime-tools/runtime-core$': runtimeCoreEsm(),
      },
    },
    module: {
      rules: [typescriptRule('es2020'), { test: /\.svg$/, type: 'asset/resource' }, { test: /\.(png|webp)$/, type: 'asset/resource' }],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      // Named by content so that a version folder can be cached for a year.
      chunkIds: mode === 'production' ? 'deterministic' : 'named',
      moduleIds: mode === 'production' ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    plugins: [
      // Before the federation plugin: its manifest plugin warns while it is being applied.
      new ExpectedWarningsPlugin(),
      federation,
      new webpack.DefinePlugin({
        __BUNDLE_NAME__: JSON.stringify(bundle.name),
        __BUNDLE_VERSION__: JSON.stringify(version),
      }),
      ...(isHost ? bundle.plugins(mode, outDir) : []),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
