/**
 * Starts the real server for the end-to-end run on E2E_PORT: the render tier that players reach,
 * and behind it the /wps backend (support/test-backend.ts), as `npm start` runs them (issue 34).
 */
import { E2E_PORT } from './test-server';
import { backendPortBehind, prepareTestState, startBackend, startRenderTier } from './test-backend';

prepareTestState();
const backendPort = backendPortBehind(E2E_PORT);
const backend = startBackend(backendPort, E2E_PORT);
const tier = startRenderTier(E2E_PORT, backendPort);
const stop = () => {
  tier.kill('SIGTERM');
  backend.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Either one ending ends the run's server: a half-started pair would test the wrong thing.
backend.on('exit', (code) => {
  tier.kill('SIGTERM');
  process.exit(code ?? 0);
});
tier.on('exit', (code) => {
  backend.kill('SIGTERM');
  process.exit(code ?? 0);
});
