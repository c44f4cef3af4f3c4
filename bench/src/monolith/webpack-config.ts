/**
 * The monolithic build of the same sources (issue 17, point 1b): one webpack build from the
 * shell's entry, every remote's exposed modules imported directly (code-split per exposed module,
 * as a single-page app would), no Module Federation. The shell's own page, asset manifest and
 * service worker plugins, the same swc transpiling and minifier as shared/build/webpack-config.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import type { HostBundle, RemoteBundle } from '../../../shared/build/webpack-config';
import { federationShimSource } from './federation-shim';
import { REMOTE_NAMES } from '../../../shared/src/contract/remote-names';

export const REPO = path.resolve(__dirname, '../../..');
export const REMOTES = REMOTE_NAMES;

async function loadBundle<T>(dir: string): Promise<T> {
  const mod = (await import(path.join(dir, 'bundle.config.ts'))) as { default: T | { default: T } };
  const value = mod.default as T & { default?: T };
  return value.default ?? value;
}

/** `mf_games/CategoryPage` → the remote's source file, for every remote's every exposed module. */
export async function exposedModules(): Promise<Record<string, string>> {
  const map: Record<string, string> = {};
  for (const remote of REMOTES) {
    const dir = path.join(REPO, remote);
    const bundle = await loadBundle<RemoteBundle>(dir);
    for (const [key, file] of Object.entries(bundle.exposes)) map[`${bundle.name}/${key.replace(/^\.\//, '')}`] = path.join(dir, file);
  }
  return map;
}

/** Which package a module belongs to, so that each remote's page still shows its own bundle name. */
function packageOf(resource: string | undefined): string {
  const rel = path.relative(REPO, resource ?? '');
  const pkg = rel.split(path.sep)[0] ?? '';
  return (REMOTES as readonly string[]).includes(pkg) ? pkg.replace(/-/g, '_') : 'shell';
}

function versionOf(pkg: string): string {
  const dir = pkg === 'shell' ? 'shell' : pkg.replace(/_/g, '-');
  return (JSON.parse(fs.readFileSync(path.join(REPO, dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** `outRoot/shell/dist` is what the server serves as /m/ (BUNDLES_ROOT=outRoot). */
export async function monolithConfig(outRoot: string): Promise<webpack.Configuration> {
  const outDir = path.join(outRoot, 'shell/dist');
  const shimFile = path.join(outRoot, 'federation-shim.mjs');
  fs.mkdirSync(outRoot, { recursive: true });
  fs.writeFileSync(shimFile, federationShimSource(await exposedModules()));
  const shell = await loadBundle<HostBundle>(path.join(REPO, 'shell'));
  const swc = {
    loader: require.resolve('swc-loader'),
    options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } },
  };
  return {
    mode: 'production',
    context: path.join(REPO, 'shell'),
    target: ['web', 'es2020'],
    entry: { main: './src/index.ts' },
    devtool: 'source-map',
    output: {
      path: outDir,
      publicPath: '/m/',
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { '@module-federation/enhanced/runtime$': shimFile },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: [swc, { loader: path.join(__dirname, 'chunk-name-loader.cjs'), options: { root: REPO } }],
        },
        { test: /\.svg$/, type: 'asset/resource' },
        { test: /\.(png|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      chunkIds: 'deterministic',
      moduleIds: 'deterministic',
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        __BUNDLE_NAME__: webpack.DefinePlugin.runtimeValue(({ module }) => JSON.stringify(packageOf(module.resource)), true),
        __BUNDLE_VERSION__: webpack.DefinePlugin.runtimeValue(({ module }) => JSON.stringify(versionOf(packageOf(module.resource))), true),
      }),
      ...shell.plugins('production', outDir),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

export function buildMonolith(outRoot: string): Promise<void> {
  return monolithConfig(outRoot).then(
    (config) =>
      new Promise<void>((resolve, reject) => {
        const started = Date.now();
        webpack(config, (error, stats) => {
          if (error) return reject(error);
          if (!stats) return reject(new Error('webpack gave no stats'));
          if (stats.hasErrors()) return reject(new Error(stats.toString('errors-warnings')));
          console.log(`monolith: built ${path.relative(process.cwd(), outRoot)} in ${Date.now() - started} ms`);
          resolve();
        });
      }),
  );
}
