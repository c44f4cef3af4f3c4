/**
 * The test version of Maya's side of the wallet sign-in:
 *   GET  /__emulators/maya/wallet?returnUrl=…   the wallet's screen (a test user opens the site)
 *   POST /__emulators/maya/wallet               issues a wallet session and sends the player to
 *                                               returnUrl with `sessionId` and `env=sandbox`
 *   GET  /__emulators/maya/v1/sessions/:id      what the merchant's backend asks (Bearer API key)
 *                                               → {userId, name}; 404 unknown/spent/expired, 401 wrong key
 * The return address must be on the host that opened the wallet, as a partner's registered
 * return URL would be.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { field } from '../form-body';
import { tenantIntegrations } from '../tenant-integrations';
import { MayaSessions, testUserId } from './maya-sessions';
import { walletErrorPage, walletPage } from './wallet-page';

export const MAYA_PREFIX = '/__emulators/maya';
const WALLET_PATH = `${MAYA_PREFIX}/wallet`;

function returnProblem(request: FastifyRequest, returnUrl: string | undefined): string | null {
  if (!returnUrl) return 'returnUrl is required';
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return 'returnUrl must be an absolute URL';
  }
  if (!/^https?:$/.test(url.protocol) || url.hostname !== request.merchant.host) return 'returnUrl is not registered for this merchant';
  return null;
}

export function registerMayaEmulator(app: FastifyInstance, options: { configDir: string }, sessions = new MayaSessions()): void {
  app.get(WALLET_PATH, (request, reply) => {
    const returnUrl = field(request.query, 'returnUrl');
    const problem = returnProblem(request, returnUrl);
    if (problem) return reply.code(400).type('text/html; charset=utf-8').send(walletErrorPage(problem));
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(walletPage(returnUrl as string, WALLET_PATH));
  });

  app.post(WALLET_PATH, (request, reply) => {
    const returnUrl = field(request.body, 'returnUrl');
    const problem = returnProblem(request, returnUrl);
    if (problem) return reply.code(400).type('text/html; charset=utf-8').send(walletErrorPage(problem));
    const { mayaApiKey } = tenantIntegrations(options.configDir, request.merchant);
    if (mayaApiKey === null)
      return reply.code(400).type('text/html; charset=utf-8').send(walletErrorPage('this merchant has no Maya partner account'));
    const name = (field(request.body, 'name') ?? '').trim().slice(0, 40) || 'Maya Test User';
    const sessionId = sessions.issue(mayaApiKey, { userId: testUserId(mayaApiKey, name), name }, Date.now());
    const target = new URL(returnUrl as string);
    target.searchParams.set('sessionId', sessionId);
    target.searchParams.set('env', 'sandbox');
    return reply.header('Cache-Control', 'no-store').redirect(target.href, 302);
  });

  app.get<{ Params: { id: string } }>(`${MAYA_PREFIX}/v1/sessions/:id`, (request, reply) => {
    const apiKey = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const found = sessions.lookup(request.params.id, apiKey, Date.now());
    if (!found.ok) return reply.code(found.status).send({ error: found.status === 401 ? 'unauthorized' : 'session_not_found' });
    return reply.header('Cache-Control', 'no-store').send({ userId: found.userId, name: found.name });
  });
}
