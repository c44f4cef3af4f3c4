/**
 * LINE Login v2.1, server side: exchange the authorization code for an access token
 * (POST token endpoint, form-encoded: grant_type=authorization_code, code, redirect_uri,
 * client_id, client_secret, code_verifier), then read the profile (GET profile endpoint with
 * `Authorization: Bearer <access_token>` → {userId, displayName, pictureUrl}).
 * https://developers.line.biz/en/reference/line-login/#issue-access-token
 */
export interface LineEndpoints {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  profileUrl: string;
}

export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl: string | null;
}

export class LineLoginError extends Error {}

type Fetcher = typeof fetch;

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new LineLoginError(`${what} answered ${response.status} without JSON`);
  }
  if (typeof body !== 'object' || body === null) throw new LineLoginError(`${what} answered ${response.status} without an object`);
  const record = body as Record<string, unknown>;
  if (!response.ok) {
    const detail = [record.error_description, record.error, record.message].find((field) => typeof field === 'string') ?? '';
    throw new LineLoginError(`${what} answered ${response.status}: ${detail}`);
  }
  return record;
}

export async function exchangeLineCode(
  endpoints: LineEndpoints,
  input: { code: string; redirectUri: string; codeVerifier?: string | undefined },
  fetcher: Fetcher = fetch,
): Promise<LineProfile> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: endpoints.clientId,
    client_secret: endpoints.clientSecret,
  });
  if (input.codeVerifier) form.set('code_verifier', input.codeVerifier);
  let tokenResponse: Response;
  try {
    tokenResponse = await fetcher(endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new LineLoginError(`LINE token endpoint unreachable: ${(error as Error).message}`);
  }
  const token = await readJson(tokenResponse, 'LINE token endpoint');
  if (typeof token.access_token !== 'string') throw new LineLoginError('LINE token endpoint gave no access_token');

  let profileResponse: Response;
  try {
    profileResponse = await fetcher(endpoints.profileUrl, {
      headers: { Authorization: `Bearer ${token.access_token}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new LineLoginError(`LINE profile endpoint unreachable: ${(error as Error).message}`);
  }
  const profile = await readJson(profileResponse, 'LINE profile endpoint');
  if (typeof profile.userId !== 'string' || profile.userId.length === 0) throw new LineLoginError('LINE profile has no userId');
  return {
    userId: profile.userId,
    displayName: typeof profile.displayName === 'string' ? profile.displayName : '',
    pictureUrl: typeof profile.pictureUrl === 'string' ? profile.pictureUrl : null,
  };
}
