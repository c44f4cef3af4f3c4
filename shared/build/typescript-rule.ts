/**
 * Our TypeScript and JSX, through swc, for a JavaScript target: the one rule every build uses
 * (the bundles' browser and server builds, and the operator console's, ops/build). A file of its
 * own so that a build without Module Federation takes it without loading the federation plugin.
 */
import type { RuleSetRule } from 'webpack';

export function typescriptRule(target: 'es2020' | 'es2022'): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target } },
    },
  };
}
