/**
 * The real firebase SDK against the emulator: what the front end does for social sign-in
 * (signInWithCredential with a provider's ID token), then a fresh ID token.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import { TenantDirectory } from '../../tenancy/tenant-directory';
import { registerRequestMerchant } from '../../tenancy/request-merchant-hook';
import { registerEmulators } from '../register-emulators';
import { providerToken } from './fake-idp-page';

// The SDK is the front end's dependency (mf-auth), not the server's: borrow it from there.
const fromAuthRemote = createRequire(path.resolve(__dirname, '../../../../mf-auth/package.json'));
type FirebaseApp = { name: string };
interface User {
  email: string | null;
  uid: string;
  providerData: { providerId: string }[];
  getIdToken(force?: boolean): Promise<string>;
}
const { initializeApp, deleteApp } = fromAuthRemote('firebase/app') as {
  initializeApp: (options: object, name: string) => FirebaseApp;
  deleteApp: (app: FirebaseApp) => Promise<void>;
};
const { connectAuthEmulator, getAuth, GoogleAuthProvider, inMemoryPersistence, setPersistence, signInWithCredential } = fromAuthRemote(
  'firebase/auth',
) as {
  connectAuthEmulator: (auth: unknown, url: string, options: object) => void;
  getAuth: (app: FirebaseApp) => unknown;
  GoogleAuthProvider: { credential: (idToken: string) => unknown };
  inMemoryPersistence: unknown;
  setPersistence: (auth: unknown, persistence: unknown) => Promise<void>;
  signInWithCredential: (auth: unknown, credential: unknown) => Promise<{ user: User }>;
};

let dir: string;
let server: FastifyInstance;
let firebaseApp: FirebaseApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-sdk-'));
  const config = path.join(dir, 'config');
  fs.mkdirSync(path.join(config, 'merchants/demo'), { recursive: true });
  fs.writeFileSync(
    path.join(config, 'tenants.json'),
    JSON.stringify({ defaultMerchant: 'demo', hosts: { '127.0.0.1': 'demo' }, subdomainsOf: [] }),
  );
  fs.writeFileSync(path.join(config, 'merchants/demo/integrations.json'), JSON.stringify({ firebase: { projectId: 'sdk-proj' } }));
  server = Fastify();
  registerRequestMerchant(server, new TenantDirectory(config));
  await registerEmulators(server, { configDir: config, dataDir: path.join(dir, 'data') });
  await server.listen({ port: 0, host: '127.0.0.1' });
  firebaseApp = initializeApp(
    { apiKey: 'demo-key', authDomain: 'sdk-proj.firebaseapp.com', projectId: 'sdk-proj', appId: '1:1:web:1' },
    `sdk-${Date.now()}`,
  );
});

afterAll(async () => {
  await deleteApp(firebaseApp);
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('signs in with a Google credential through the emulator and yields a project ID token', async () => {
  const auth = getAuth(firebaseApp);
  await setPersistence(auth, inMemoryPersistence);
  const { port } = server.server.address() as AddressInfo;
  connectAuthEmulator(auth, `http://127.0.0.1:${port}`, { disableWarnings: true });

  const credential = GoogleAuthProvider.credential(providerToken('google.com', 'sdk@example.com', 'SDK Player'));
  const result = await signInWithCredential(auth, credential);
  expect(result.user.email).toBe('sdk@example.com');
  expect(result.user.providerData[0]?.providerId).toBe('google.com');

  const idToken = await result.user.getIdToken(true);
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  expect(claims).toMatchObject({ iss: 'https://securetoken.google.com/sdk-proj', aud: 'sdk-proj', sub: result.user.uid });
});
