/** `pnpm --filter ops build`: the operator console into ops/dist (served at /ops by the backend). */
import path from 'node:path';
import webpack from 'webpack';
import { OPS_DIST, opsConfig } from './webpack-config';

const started = Date.now();
const compiler = webpack(opsConfig(process.argv[2] === 'dev' ? 'development' : 'production'));
compiler.run((err, stats) => {
  if (err) console.error(err);
  if (stats && (stats.hasErrors() || stats.hasWarnings())) console.log(stats.toString('errors-warnings'));
  const ok = !err && stats !== undefined && !stats.hasErrors();
  if (ok) console.log(`ops: built ${path.relative(process.cwd(), OPS_DIST) || '.'} in ${Date.now() - started} ms`);
  compiler.close(() => process.exit(ok ? 0 : 1));
});
