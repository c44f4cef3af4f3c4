/**
 * Builds the bundle of the package it runs in (`pnpm --filter mf-games build`), or watches it
 * (`dev`): the package's `bundle.config.ts` says what the bundle is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { createConfig, outputDir, type Bundle, type Mode } from './webpack-config';
import { createServerConfig } from './server-webpack-config';

async function main(): Promise<void> {
  const command = process.argv[2] ?? 'build';
  if (command !== 'build' && command !== 'dev') {
    console.error(`usage: cli.ts build|dev (got "${command}")`);
    process.exit(2);
  }
  const dir = process.cwd();
  const mod = (await import(pathToFileURL(path.join(dir, 'bundle.config.ts')).href)) as { default: Bundle | { default: Bundle } };
  const bundle: Bundle = 'kind' in mod.default ? mod.default : mod.default.default;
  const mode: Mode = command === 'dev' ? 'development' : 'production';
  fs.rmSync(outputDir(bundle), { recursive: true, force: true });
  // Both builds of a version, together: a version is complete only with its server build (issue 23).
  const compiler = webpack([createConfig(bundle, mode), createServerConfig(bundle, mode)]);
  const started = Date.now();

  const report = (err: Error | null, stats?: webpack.MultiStats): boolean => {
    if (err) {
      console.error(err);
      return false;
    }
    if (!stats) return false;
    if (stats.hasErrors() || stats.hasWarnings()) console.log(stats.toString('errors-warnings'));
    if (stats.hasErrors()) return false;
    console.log(`${bundle.name}: built ${path.relative(process.cwd(), outputDir(bundle)) || '.'} in ${Date.now() - started} ms`);
    return true;
  };

  if (command === 'build') {
    compiler.run((err, stats) => {
      const ok = report(err, stats);
      compiler.close(() => process.exit(ok ? 0 : 1));
    });
  } else {
    compiler.watch({ aggregateTimeout: 200 }, (err, stats) => {
      report(err, stats);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
