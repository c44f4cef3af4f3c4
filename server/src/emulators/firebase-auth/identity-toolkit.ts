/**
 * The part of the Firebase Auth REST protocol (identitytoolkit v1, securetoken v1) that the web
 * SDK uses for phone sign-in and for sign-in with an identity provider's credential. Shapes
 * follow @firebase/auth (node_modules/@firebase/auth/dist/esm, "Endpoint." and the response
 * interfaces) and Google's emulator.
 */
import { EmulatorError } from './emulator-error';
import { AuthState, type Account } from './auth-state';
import { decodeJwtPayload, ID_TOKEN_LIFETIME_S, issuerFor, signIdToken, verifyIdToken, type IdTokenClaims } from './id-token';
import type { SigningKey } from './signing-key';

const E164 = /^\+[1-9]\d{6,14}$/;
const SUPPORTED_IDPS = new Set(['google.com', 'facebook.com', 'apple.com', 'twitter.com']);

type Body = Record<string, unknown>;

function str(body: Body, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export class IdentityToolkit {
  constructor(
    private readonly state: AuthState,
    private readonly key: SigningKey,
    private readonly now: () => number = Date.now,
  ) {}

  private tokens(projectId: string, account: Account, signInProvider: string) {
    const nowS = Math.floor(this.now() / 1000);
    const identities: Record<string, string[]> = {};
    if (account.phoneNumber) identities.phone = [account.phoneNumber];
    if (account.email) identities.email = [account.email];
    for (const p of account.providers) if (p.providerId !== 'phone') identities[p.providerId] = [p.rawId];
    const claims: IdTokenClaims = {
      iss: issuerFor(projectId),
      aud: projectId,
      auth_time: nowS,
      user_id: account.localId,
      sub: account.localId,
      iat: nowS,
      exp: nowS + ID_TOKEN_LIFETIME_S,
      ...(account.phoneNumber ? { phone_number: account.phoneNumber } : {}),
      ...(account.email ? { email: account.email } : {}),
      ...(account.displayName ? { name: account.displayName } : {}),
      ...(account.photoUrl ? { picture: account.photoUrl } : {}),
      firebase: { identities, sign_in_provider: signInProvider },
    };
    return {
      idToken: signIdToken(claims, this.key),
      refreshToken: this.state.project(projectId).issueRefreshToken(account.localId),
      expiresIn: String(ID_TOKEN_LIFETIME_S),
    };
  }

  sendVerificationCode(projectId: string, body: Body): { sessionInfo: string; code: string; phoneNumber: string } {
    const phoneNumber = str(body, 'phoneNumber');
    if (!phoneNumber) throw new EmulatorError(400, 'MISSING_PHONE_NUMBER');
    if (!E164.test(phoneNumber)) throw new EmulatorError(400, 'INVALID_PHONE_NUMBER', 'Invalid format.');
    const session = this.state.project(projectId).startPhoneSession(phoneNumber, this.now());
    return { sessionInfo: session.sessionInfo, code: session.code, phoneNumber };
  }

  signInWithPhoneNumber(projectId: string, body: Body) {
    const project = this.state.project(projectId);
    const sessionInfo = str(body, 'sessionInfo');
    const code = str(body, 'code');
    if (!sessionInfo) throw new EmulatorError(400, 'MISSING_SESSION_INFO');
    if (!code) throw new EmulatorError(400, 'MISSING_CODE');
    const session = project.phoneSessions.get(sessionInfo);
    if (!session) throw new EmulatorError(400, 'INVALID_SESSION_INFO');
    if (session.expiresAt <= this.now()) {
      project.phoneSessions.delete(sessionInfo);
      throw new EmulatorError(400, 'SESSION_EXPIRED');
    }
    if (session.code !== code) throw new EmulatorError(400, 'INVALID_CODE');
    project.phoneSessions.delete(sessionInfo);
    let account = project.byPhone(session.phoneNumber);
    const isNewUser = !account;
    if (!account) {
      account = project.create(
        {
          phoneNumber: session.phoneNumber,
          providers: [{ providerId: 'phone', rawId: session.phoneNumber, phoneNumber: session.phoneNumber }],
        },
        this.now(),
      );
    }
    account.lastLoginAt = this.now();
    return { ...this.tokens(projectId, account, 'phone'), localId: account.localId, isNewUser, phoneNumber: session.phoneNumber };
  }

  /** The provider's credential arrives as a form-encoded `postBody` (id_token or access_token, providerId). */
  signInWithIdp(projectId: string, body: Body) {
    const postBody = str(body, 'postBody');
    if (!str(body, 'requestUri')) throw new EmulatorError(400, 'MISSING_REQUEST_URI');
    if (!postBody) throw new EmulatorError(400, 'INVALID_IDP_RESPONSE', 'missing postBody');
    const params = new URLSearchParams(postBody);
    const providerId = params.get('providerId') ?? '';
    if (!SUPPORTED_IDPS.has(providerId))
      throw new EmulatorError(400, 'INVALID_PROVIDER_ID', `provider ${providerId || '(none)'} is not supported`);
    const credential = params.get('id_token') ?? params.get('access_token') ?? '';
    const claims = decodeJwtPayload(credential) ?? parseJsonObject(credential);
    const sub = claims && typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
    if (!claims || !sub) throw new EmulatorError(400, 'INVALID_IDP_RESPONSE', 'the credential carries no sub claim');
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    const displayName = typeof claims.name === 'string' ? claims.name : undefined;
    const photoUrl = typeof claims.picture === 'string' ? claims.picture : undefined;

    const project = this.state.project(projectId);
    let account = project.byProvider(providerId, sub);
    const isNewUser = !account;
    if (!account) {
      account = project.create(
        {
          ...(email ? { email } : {}),
          ...(displayName ? { displayName } : {}),
          ...(photoUrl ? { photoUrl } : {}),
          providers: [
            {
              providerId,
              rawId: sub,
              federatedId: sub,
              ...(email ? { email } : {}),
              ...(displayName ? { displayName } : {}),
              ...(photoUrl ? { photoUrl } : {}),
            },
          ],
        },
        this.now(),
      );
    }
    account.lastLoginAt = this.now();
    return {
      kind: 'identitytoolkit#VerifyAssertionResponse',
      ...this.tokens(projectId, account, providerId),
      localId: account.localId,
      isNewUser,
      providerId,
      federatedId: sub,
      ...(email ? { email } : {}),
      ...(displayName ? { displayName } : {}),
      ...(photoUrl ? { photoUrl } : {}),
      rawUserInfo: JSON.stringify(claims),
      ...(params.get('id_token') ? { oauthIdToken: credential } : { oauthAccessToken: credential }),
    };
  }

  lookup(projectId: string, body: Body) {
    const idToken = str(body, 'idToken');
    if (!idToken) throw new EmulatorError(400, 'MISSING_ID_TOKEN');
    const claims = verifyIdToken(idToken, this.key, Math.floor(this.now() / 1000));
    if (!claims || claims.aud !== projectId) throw new EmulatorError(400, 'INVALID_ID_TOKEN');
    const account = this.state.project(projectId).accounts.get(claims.sub);
    if (!account) throw new EmulatorError(400, 'USER_NOT_FOUND');
    return {
      kind: 'identitytoolkit#GetAccountInfoResponse',
      users: [
        {
          localId: account.localId,
          ...(account.phoneNumber ? { phoneNumber: account.phoneNumber } : {}),
          ...(account.email ? { email: account.email, emailVerified: true } : {}),
          ...(account.displayName ? { displayName: account.displayName } : {}),
          ...(account.photoUrl ? { photoUrl: account.photoUrl } : {}),
          providerUserInfo: account.providers,
          createdAt: String(account.createdAt),
          lastLoginAt: String(account.lastLoginAt),
        },
      ],
    };
  }

  /** securetoken.googleapis.com/v1/token: a refresh token for a new ID token. */
  refresh(projectId: string, params: Record<string, string | undefined>) {
    if (params.grant_type !== 'refresh_token') throw new EmulatorError(400, 'INVALID_GRANT_TYPE');
    const project = this.state.project(projectId);
    const localId = params.refresh_token ? project.refreshTokens.get(params.refresh_token) : undefined;
    const account = localId ? project.accounts.get(localId) : undefined;
    if (!account || !params.refresh_token) throw new EmulatorError(400, 'INVALID_REFRESH_TOKEN');
    const provider = account.providers[0]?.providerId ?? 'custom';
    const tokens = this.tokens(projectId, account, provider);
    return {
      access_token: tokens.idToken,
      expires_in: tokens.expiresIn,
      id_token: tokens.idToken,
      project_id: projectId,
      refresh_token: tokens.refreshToken,
      token_type: 'Bearer',
      user_id: account.localId,
    };
  }

  /** The emulator's own listing of sent codes (GET /emulator/v1/projects/{p}/verificationCodes). */
  verificationCodes(projectId: string) {
    const now = this.now();
    return {
      verificationCodes: [...this.state.project(projectId).phoneSessions.values()]
        .filter((s) => s.expiresAt > now)
        .map((s) => ({ phoneNumber: s.phoneNumber, sessionInfo: s.sessionInfo, code: s.code })),
    };
  }
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
