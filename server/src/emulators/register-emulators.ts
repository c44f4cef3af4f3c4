/**
 * Local test versions of the third parties the front end talks to directly (Firebase Auth,
 * LINE Login, Geetest, the ad networks' scripts, the Maya wallet). Registered only when the server runs with
 * EMULATORS=1; production configuration points at the real services.
 */
import type { FastifyInstance } from 'fastify';
import { acceptFormBodies } from './form-body';
import { registerFirebaseAuthEmulator } from './firebase-auth/firebase-auth-routes';
import { registerLineEmulator } from './line/line-routes';
import { registerGeetestEmulator } from './geetest/geetest-routes';
import { registerAdNetworkEmulator } from './ad-networks/ad-network-routes';
import { registerMayaEmulator } from './maya/maya-routes';
import { requireRequestMerchant } from '../tenancy/request-merchant-hook';

export interface EmulatorOptions {
  configDir: string;
  dataDir: string;
}

export async function registerEmulators(app: FastifyInstance, options: EmulatorOptions): Promise<void> {
  // Each emulator knows its customer (Firebase project, LINE channel, Maya partner) by the request's merchant.
  requireRequestMerchant(app, 'the emulators');
  // A plugin scope of its own: the form-body parser and CORS hook stay out of the /wps API.
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    registerFirebaseAuthEmulator(scope, options);
    registerLineEmulator(scope);
    registerGeetestEmulator(scope);
    registerAdNetworkEmulator(scope);
    registerMayaEmulator(scope, options);
  });
  // Info, not a warning: the demo is the expected case, and main.ts's demo guide says the same
  // to whoever starts it (issue 27: no expected warning printed as if something were wrong).
  app.log.info(
    'EMULATORS=1: local test versions of Firebase Auth, LINE, Geetest and the Maya wallet are served; never run production like this',
  );
}
