/**
 * Starts the real server for the end-to-end run on E2E_PORT: the render tier that players reach,
 * and behind it the /wps backend (support/test-backend.ts), as `npm start` runs them (issue 34),
 * with the local release bucket and registry service the backend reads registries from (issue 38).
 */
import { E2E_PORT } from './test-server';
import { backendPortBehind, prepareTestState, startBackend, startReleaseService, startRenderTier } from './test-backend';

prepareTestState();
const releases = startReleaseService();
const backendPort = backendPortBehind(E2E_PORT);
const backend = startBackend(backendPort, E2E_PORT, true);
const tier = startRenderTier(E2E_PORT, backendPort);
const stop = () => {
  tier.kill('SIGTERM');
  backend.kill('SIGTERM');
  releases.kill('SIGTERM');
};
releases.on('exit', (code) => {
  if (code === 0) return;
  console.error(`the registry service stopped (exit code ${code}): releases cannot be tested`);
  stop();
  process.exit(code ?? 1);
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Either one ending ends the run's server: a half-started pair would test the wrong thing.
backend.on('exit', (code) => {
  tier.kill('SIGTERM');
  releases.kill('SIGTERM');
  process.exit(code ?? 0);
});
tier.on('exit', (code) => {
  backend.kill('SIGTERM');
  releases.kill('SIGTERM');
  process.exit(code ?? 0);
});
