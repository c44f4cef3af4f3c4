/**
 * Starts the real server for the end-to-end run on E2E_PORT: the render tier that players reach,
 * and behind it the /wps backend (support/test-backend.ts), as `npm start` runs them (issue 34),
 * with the local release bucket and registry service the backend reads registries from (issue 38).
 */
import type { ChildProcess } from 'node:child_process';
import { E2E_PORT, E2E_RELEASE_SERVICE_URL } from './test-server';
import {
  backendPortBehind,
  prepareTestState,
  releaseServiceAnswers,
  startBackend,
  startReleaseService,
  startRenderTier,
} from './test-backend';

prepareTestState();
const releases = startReleaseService();
const started: ChildProcess[] = [releases];
const stop = () => {
  for (const child of started) child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
releases.on('exit', (code) => {
  if (code === 0) return;
  console.error(`the registry service stopped (exit code ${code}): releases cannot be tested`);
  stop();
  process.exit(code ?? 1);
});

// Players load remotes from the bucket only once the built versions are in it.
void releaseServiceAnswers(E2E_RELEASE_SERVICE_URL).then(
  () => {
    const backendPort = backendPortBehind(E2E_PORT);
    const backend = startBackend(backendPort, E2E_PORT, true);
    const tier = startRenderTier(E2E_PORT, backendPort);
    started.push(backend, tier);
    // Any one ending ends the run's server: a half-started set would test the wrong thing.
    for (const child of [backend, tier]) {
      child.on('exit', (code) => {
        stop();
        process.exit(code ?? 0);
      });
    }
  },
  (error: Error) => {
    console.error(error.message);
    stop();
    process.exit(1);
  },
);
