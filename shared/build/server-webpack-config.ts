/**
 * The server build of a bundle (issue 23), made beside its browser build from the same sources:
 * - a remote's is a Module Federation container for Node (`<version>/server/remoteEntry.js`, one
 *   self-contained file, CommonJS), exposing the same modules, with the same shared modules
 *   provided by the host: the render tier loads it at run time, in the version a merchant's
 *   registry names (shell/src/server/remote-containers.ts);
 * - the shell's is the host (`dist/server/render.js`): the frame and the renderer the reference
 *   server calls (shell/src/server/index.ts).
 * Asset URLs are the browser build's (same names, same public path), so the server HTML and the
 * hydrating browser agree; the files themselves come from the browser build.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedConfig } from './shared-modules';
import { ExpectedWarningsPlugin } from './expected-warnings-plugin';
import { bundleVersion, outputDir, type Bundle, type Mode } from './webpack-config';
import { typescriptRule } from './typescript-rule';

/** Where a remote version's browser files are served by the reference server (docs/deploy.md). */
export function remotePublicPath(bundle: Bundle): string {
  return `/m/remotes/${path.basename(bundle.dir)}/${bundleVersion(bundle.dir)}/`;
}

export function serverOutputDir(bundle: Bundle): string {
  return path.join(outputDir(bundle), 'server');
}

/** The versions of the modules the host provides, as installed beside the shell. */
function sharedVersions(dir: string): Record<string, string> {
  const req = createRequire(path.join(dir, 'package.json'));
  const version = (name: string) => (req(`${name}/package.json`) as { version: string }).version;
  return {
    react: version('react'),
    'react-router-dom': version('react-router-dom'),
    rxjs: version('rxjs'),
    '@m/shared': version('@m/shared'),
  };
}

export function createServerConfig(bundle: Bundle, mode: Mode): webpack.Configuration {
  const isHost = bundle.kind === 'host';
  const version = bundleVersion(bundle.dir);
  const assetNames = isHost ? 'assets/[name].[contenthash:8][ext]' : '[name].[contenthash:8][ext]';
  const plugins: webpack.WebpackPluginInstance[] = [
    // One file: the render tier checks one file's integrity and never loads a chunk by itself.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    // The federation plugins share one logger, bound to the last compiler created: the browser
    // build's expected warnings may be printed through this one.
    new ExpectedWarningsPlugin(),
    new webpack.DefinePlugin({
      __BUNDLE_NAME__: JSON.stringify(bundle.name),
      __BUNDLE_VERSION__: JSON.stringify(version),
      'process.env.NODE_ENV': JSON.stringify(mode),
      ...(isHost ? { __SHARED_VERSIONS__: JSON.stringify(sharedVersions(bundle.dir)) } : {}),
    }),
  ];
  if (bundle.kind === 'remote') {
    const shared = sharedConfig('remote', bundle.dir);
    // Tree-shaking shared modules is a browser download concern; the host provides whole modules.
    for (const value of Object.values(shared)) delete (value as { treeShaking?: unknown }).treeShaking;
    plugins.unshift(
      new ModuleFederationPlugin({
        name: bundle.name,
        filename: 'remoteEntry.js',
        exposes: bundle.exposes,
        library: { type: 'commonjs-module', name: bundle.name },
        shared,
        manifest: false,
        dts: false,
      }),
    );
  }
  return {
    mode,
    context: bundle.dir,
    target: isHost ? 'node20' : 'async-node',
    entry: isHost ? { render: './src/server/index.ts' } : {},
    devtool: false,
    output: {
      path: serverOutputDir(bundle),
      publicPath: isHost ? '/m/' : remotePublicPath(bundle),
      filename: '[name].js',
      chunkFilename: '[name].js',
      assetModuleFilename: assetNames,
      uniqueName: `${bundle.name}_server`,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        typescriptRule('es2022'),
        // The browser build writes the files; the server build only needs their URLs.
        { test: /\.(svg|png|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    plugins,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
