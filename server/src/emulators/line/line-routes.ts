/**
 * The test version of LINE Login v2.1: the authorize page, the token endpoint, ID token
 * verification and the profile endpoint, with LINE's request and response shapes
 * (https://developers.line.biz/en/reference/line-login/). Paths mirror LINE's under a prefix:
 *   access.line.me/oauth2/v2.1/authorize → /__emulators/line/oauth2/v2.1/authorize
 *   api.line.me/oauth2/v2.1/token        → /__emulators/line/oauth2/v2.1/token
 *   api.line.me/oauth2/v2.1/verify       → /__emulators/line/oauth2/v2.1/verify
 *   api.line.me/v2/profile               → /__emulators/line/v2/profile
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authorizePage, errorPage, type AuthorizeRequest } from './authorize-page';
import { ACCESS_TOKEN_TTL_S, LineState, s256, signHs256, testUserId } from './line-state';
import { field } from '../form-body';

export const LINE_PREFIX = '/__emulators/line';
const AUTHORIZE_PATH = `${LINE_PREFIX}/oauth2/v2.1/authorize`;
const ISSUER = 'https://access.line.me';

function readAuthorizeRequest(source: unknown): AuthorizeRequest {
  return {
    client_id: field(source, 'client_id') ?? '',
    redirect_uri: field(source, 'redirect_uri') ?? '',
    state: field(source, 'state') ?? '',
    scope: field(source, 'scope') ?? '',
    nonce: field(source, 'nonce') ?? '',
    code_challenge: field(source, 'code_challenge') ?? '',
    code_challenge_method: field(source, 'code_challenge_method') ?? '',
  };
}

/** LINE refuses a malformed request on its own page; it never redirects with it. */
function problem(request: FastifyRequest, params: AuthorizeRequest, responseType: string | undefined): string | null {
  if (responseType !== undefined && responseType !== 'code') return 'response_type must be code';
  if (!params.client_id) return 'client_id is required';
  if (!params.state) return 'state is required';
  if (!params.scope.split(/[\s+]+/).includes('openid') && !params.scope.split(/[\s+]+/).includes('profile'))
    return 'scope must include profile or openid';
  if (params.code_challenge && params.code_challenge_method !== 'S256') return 'code_challenge_method must be S256';
  let redirect: URL;
  try {
    redirect = new URL(params.redirect_uri);
  } catch {
    return 'redirect_uri must be an absolute URL';
  }
  // The registered callback of a real channel; here: the app on the host that asked.
  if (!/^https?:$/.test(redirect.protocol) || redirect.hostname !== request.merchant.host)
    return 'redirect_uri is not registered for this channel';
  return null;
}

function redirectBack(reply: FastifyReply, redirectUri: string, params: Record<string, string>): FastifyReply {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return reply.redirect(url.href, 302);
}

function tokenError(reply: FastifyReply, error: string, description: string): FastifyReply {
  return reply.code(400).send({ error, error_description: description });
}

export function registerLineEmulator(app: FastifyInstance): void {
  const state = new LineState();

  app.get(AUTHORIZE_PATH, (request, reply) => {
    const params = readAuthorizeRequest(request.query);
    const issue = problem(request, params, field(request.query, 'response_type'));
    if (issue) return reply.code(400).type('text/html; charset=utf-8').send(errorPage(issue));
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(authorizePage(params, AUTHORIZE_PATH));
  });

  app.post(AUTHORIZE_PATH, (request, reply) => {
    const params = readAuthorizeRequest(request.body);
    const issue = problem(request, params, undefined);
    if (issue) return reply.code(400).type('text/html; charset=utf-8').send(errorPage(issue));
    if (field(request.body, 'decision') !== 'allow') {
      return redirectBack(reply, params.redirect_uri, {
        error: 'access_denied',
        error_description: 'The resource owner denied the request.',
        state: params.state,
      });
    }
    const displayName = (field(request.body, 'displayName') ?? '').trim().slice(0, 40) || 'LINE Test User';
    const code = state.issueCode(
      {
        clientId: params.client_id,
        redirectUri: params.redirect_uri,
        codeChallenge: params.code_challenge || null,
        nonce: params.nonce || null,
        scope: params.scope,
        user: { userId: testUserId(displayName), displayName, pictureUrl: null },
      },
      Date.now(),
    );
    return redirectBack(reply, params.redirect_uri, { code, state: params.state });
  });

  app.post(`${LINE_PREFIX}/oauth2/v2.1/token`, (request, reply) => {
    const body = request.body;
    if (field(body, 'grant_type') !== 'authorization_code')
      return tokenError(reply, 'unsupported_grant_type', 'grant_type must be authorization_code');
    const clientId = field(body, 'client_id');
    const clientSecret = field(body, 'client_secret');
    if (!clientId || !clientSecret) return tokenError(reply, 'invalid_client', 'client_id and client_secret are required');
    const now = Date.now();
    const grant = state.takeCode(field(body, 'code') ?? '', now);
    if (!grant) return tokenError(reply, 'invalid_grant', 'invalid authorization code');
    if (grant.clientId !== clientId) return tokenError(reply, 'invalid_grant', 'client_id does not match');
    if (grant.redirectUri !== field(body, 'redirect_uri')) return tokenError(reply, 'invalid_grant', 'redirect_uri does not match');
    if (grant.codeChallenge && s256(field(body, 'code_verifier') ?? '') !== grant.codeChallenge)
      return tokenError(reply, 'invalid_grant', 'invalid code_verifier');

    const accessToken = state.issueAccessToken(clientId, grant.user, now);
    const nowS = Math.floor(now / 1000);
    const idToken = signHs256(
      {
        iss: ISSUER,
        sub: grant.user.userId,
        aud: clientId,
        exp: nowS + 3600,
        iat: nowS,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
        amr: ['pwd'],
        name: grant.user.displayName,
      },
      clientSecret,
    );
    return reply.header('Cache-Control', 'no-store').send({
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_TTL_S,
      id_token: idToken,
      refresh_token: `r-${accessToken}`,
      scope: grant.scope,
      token_type: 'Bearer',
    });
  });

  app.post(`${LINE_PREFIX}/oauth2/v2.1/verify`, (request, reply) => {
    const idToken = field(request.body, 'id_token') ?? '';
    const clientId = field(request.body, 'client_id') ?? '';
    const payload = idToken.split('.')[1];
    let claims: Record<string, unknown> | null = null;
    try {
      claims = payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>) : null;
    } catch {
      claims = null;
    }
    if (!claims || claims.iss !== ISSUER) return tokenError(reply, 'invalid_request', 'Invalid IdToken.');
    if (claims.aud !== clientId) return tokenError(reply, 'invalid_request', 'Invalid IdToken Audience.');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return tokenError(reply, 'invalid_request', 'IdToken expired.');
    const nonce = field(request.body, 'nonce');
    if (nonce !== undefined && claims.nonce !== nonce) return tokenError(reply, 'invalid_request', 'Invalid IdToken Nonce.');
    return reply.send(claims);
  });

  app.get(`${LINE_PREFIX}/v2/profile`, (request, reply) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const issued = state.accessTokens.get(token);
    if (!issued || issued.expiresAt <= Date.now()) return reply.code(401).send({ message: 'invalid token' });
    return reply.send({
      userId: issued.user.userId,
      displayName: issued.user.displayName,
      ...(issued.user.pictureUrl ? { pictureUrl: issued.user.pictureUrl } : {}),
    });
  });
}
