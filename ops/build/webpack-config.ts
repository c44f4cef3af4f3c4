/**
 * The operator console's build: one small single-page app under /ops/ (not Module Federation:
 * it shares nothing at run time with the player's bundles). Hashed file names, so the server can
 * cache every file but the page for a year (server/src/static/ops-routes.ts); the page itself
 * names its scripts and stylesheets and gets its CSP nonce from the server.
 */
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
// The same swc rule as the player's bundles (written once, in shared/build).
import { typescriptRule } from '@m/shared/build/typescript-rule';
import { StylesheetLinksPlugin } from './stylesheet-links-plugin';

export type Mode = 'production' | 'development';

export const OPS_DIR = path.resolve(__dirname, '..');
export const OPS_DIST = path.join(OPS_DIR, 'dist');

export function opsConfig(mode: Mode): webpack.Configuration {
  return {
    mode,
    context: OPS_DIR,
    target: ['web', 'es2020'],
    entry: { main: './src/index.tsx' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: OPS_DIST,
      publicPath: '/ops/',
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'ops',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        typescriptRule('es2020'),
        // Stylesheets are files of their own (linked from the page): the console's CSP allows no
        // inline style element.
        { test: /\.css$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      chunkIds: mode === 'production' ? 'deterministic' : 'named',
      moduleIds: mode === 'production' ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new HtmlWebpackPlugin({
        template: path.join(OPS_DIR, 'src/index.html'),
        filename: 'index.html',
        scriptLoading: 'defer',
        minify: mode === 'production' ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      new StylesheetLinksPlugin(),
    ],
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
