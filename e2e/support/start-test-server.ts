/**
 * Starts the real server for the end-to-end run (support/test-backend.ts) on E2E_PORT.
 */
import { E2E_PORT } from './test-server';
import { prepareTestState, startBackend } from './test-backend';

prepareTestState();
const child = startBackend(E2E_PORT);
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
