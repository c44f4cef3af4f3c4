/**
 * Routes of the Firebase Auth emulator, at the paths the SDK builds after connectAuthEmulator
 * (`<origin>/identitytoolkit.googleapis.com/v1/accounts:...`, `<origin>/securetoken.googleapis.com/v1/token`),
 * Google's emulator listing of sent codes, the JWKS a backend verifies ID tokens with, and the
 * test stand-in for the social providers' sign-in windows.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthState } from './auth-state';
import { EmulatorError } from './emulator-error';
import { IdentityToolkit } from './identity-toolkit';
import { loadSigningKey } from './signing-key';
import { chooserPage, handOverPage, isFakeIdpProvider, providerToken } from './fake-idp-page';
import { field } from '../form-body';
import { tenantIntegrations } from '../tenant-integrations';

export const JWKS_PATH = '/__emulators/firebase-auth/jwks.json';
const FALLBACK_PROJECT = 'demo-project';

export interface FirebaseAuthEmulatorOptions {
  configDir: string;
  dataDir: string;
}

function send(reply: FastifyReply, run: () => unknown): unknown {
  try {
    return reply.send(run());
  } catch (error) {
    if (error instanceof EmulatorError) return reply.code(error.status).send(error.body());
    throw error;
  }
}

export function registerFirebaseAuthEmulator(app: FastifyInstance, options: FirebaseAuthEmulatorOptions): void {
  const key = loadSigningKey(options.dataDir);
  const toolkit = new IdentityToolkit(new AuthState(), key);
  const projectOf = (request: FastifyRequest) =>
    tenantIntegrations(options.configDir, request.merchant).firebaseProjectId ?? FALLBACK_PROJECT;

  // Google's endpoints answer any origin; so does the emulator (the SDK sends JSON with custom headers).
  app.addHook('onSend', async (request, reply) => {
    if (/^\/(identitytoolkit|securetoken)\.googleapis\.com\/|^\/emulator\//.test(request.url)) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header(
        'Access-Control-Allow-Headers',
        'Content-Type, X-Client-Version, X-Firebase-Locale, X-Firebase-gmpid, X-Firebase-Client, X-Firebase-AppCheck, X-Goog-Api-Key',
      );
      reply.header('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    }
  });
  for (const prefix of ['/identitytoolkit.googleapis.com/*', '/securetoken.googleapis.com/*', '/emulator/*']) {
    app.options(prefix, (_request, reply) => reply.code(204).send());
  }

  app.post('/identitytoolkit.googleapis.com/v1/*', (request, reply) => {
    const action = (request.params as { '*': string })['*'];
    const body = (request.body ?? {}) as Record<string, unknown>;
    const projectId = projectOf(request);
    return send(reply, () => {
      switch (action) {
        case 'accounts:sendVerificationCode': {
          const sent = toolkit.sendVerificationCode(projectId, body);
          // Like Google's emulator: the code is printed instead of being texted.
          request.log.info(`[firebase-auth emulator] code ${sent.code} for ${sent.phoneNumber} (project ${projectId})`);
          return { sessionInfo: sent.sessionInfo };
        }
        case 'accounts:signInWithPhoneNumber':
          return toolkit.signInWithPhoneNumber(projectId, body);
        case 'accounts:signInWithIdp':
          return toolkit.signInWithIdp(projectId, body);
        case 'accounts:lookup':
          return toolkit.lookup(projectId, body);
        default:
          throw new EmulatorError(400, 'OPERATION_NOT_ALLOWED', `${action} is not part of this emulator`);
      }
    });
  });

  // No reCAPTCHA Enterprise here: the SDK falls back to its reCAPTCHA v2 mock (emulator mode).
  app.get('/identitytoolkit.googleapis.com/v2/recaptchaConfig', (request, reply) =>
    reply.send({ recaptchaKey: `projects/${projectOf(request)}/keys/emulator`, recaptchaEnforcementState: [] }),
  );

  // The site key the reCAPTCHA v2 widget would render with; the SDK's emulator mock ignores it.
  app.get('/identitytoolkit.googleapis.com/v1/recaptchaParams', (_request, reply) =>
    reply.send({ kind: 'identitytoolkit#GetRecaptchaParamResponse', recaptchaSiteKey: 'emulator-recaptcha-site-key' }),
  );

  app.post('/securetoken.googleapis.com/v1/token', (request, reply) =>
    send(reply, () =>
      toolkit.refresh(projectOf(request), {
        grant_type: field(request.body, 'grant_type'),
        refresh_token: field(request.body, 'refresh_token'),
      }),
    ),
  );

  app.get('/emulator/v1/projects/:projectId/verificationCodes', (request, reply) =>
    reply.send(toolkit.verificationCodes((request.params as { projectId: string }).projectId)),
  );

  app.get(JWKS_PATH, (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send({ keys: [key.jwk] }));

  app.get('/__emulators/firebase-auth/idp', (request, reply) => {
    const asked = (request.query as Record<string, unknown>).provider;
    const provider = typeof asked === 'string' ? asked : '';
    if (!isFakeIdpProvider(provider)) return reply.code(400).type('text/plain').send('unknown provider');
    return reply.type('text/html; charset=utf-8').send(chooserPage(provider));
  });
  app.post('/__emulators/firebase-auth/idp', (request, reply) => {
    const provider = field(request.body, 'provider') ?? '';
    const email = (field(request.body, 'email') ?? '').trim();
    const name = (field(request.body, 'name') ?? '').trim().slice(0, 80);
    if (!isFakeIdpProvider(provider) || !/^[^\s@]+@[^\s@]+$/.test(email))
      return reply.code(400).type('text/plain').send('provider and a valid email are required');
    return reply.type('text/html; charset=utf-8').send(handOverPage(provider, providerToken(provider, email, name || email)));
  });
}
