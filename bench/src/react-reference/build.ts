/**
 * Builds the plain React reference's bundle (client.tsx) as a React app would ship: webpack
 * production mode, the same swc transpiling and minifier as the product (shared/build), React and
 * react-dom resolved from the shell (the very versions the product runs), one file, no chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { REPO } from '../servers';

export interface ReferenceBundle {
  /** The path the page loads it from. */
  path: string;
  source: string;
}

export function buildReferenceBundle(outDir: string): Promise<ReferenceBundle> {
  const config: webpack.Configuration = {
    mode: 'production',
    context: __dirname,
    target: ['web', 'es2020'],
    entry: { 'react-reference': './client.tsx' },
    output: { path: outDir, filename: '[name].[contenthash:8].js', publicPath: '/bench/', clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // The product's React: bench has no React of its own.
      modules: [path.join(REPO, 'shell/node_modules'), 'node_modules'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' },
            },
          },
        },
      ],
    },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) return reject(new Error(stats?.toString('errors-warnings') ?? 'webpack gave no stats'));
      const file = fs.readdirSync(outDir).find((name) => /^react-reference\.[0-9a-f]{8}\.js$/.test(name));
      if (!file) return reject(new Error(`react reference: no bundle in ${outDir}`));
      resolve({ path: `/bench/${file}`, source: fs.readFileSync(path.join(outDir, file), 'utf8') });
    });
  });
}
