/**
 * Maya wallet sign-in: the front end hands over the `sessionId` Maya gave it; the server asks
 * the merchant's Maya endpoint who that is: GET {sessionUrl}/{sessionId} with
 * `Authorization: Bearer <apiKey>` → {userId, name}. Not reachable from the project's machines:
 * with EMULATORS=1 the merchant's testMode points at the wallet stand-in (server/src/emulators/maya).
 */

/** invalid: Maya does not know the session (unknown, spent, expired); unreachable: Maya could not answer. */
export class MayaSessionError extends Error {
  constructor(
    readonly kind: 'invalid' | 'unreachable',
    message: string,
  ) {
    super(message);
  }
}

export async function lookupMayaSession(
  settings: { sessionUrl: string; apiKey: string },
  sessionId: string,
  fetcher: typeof fetch = fetch,
): Promise<{ userId: string; name: string | null }> {
  let response: Response;
  try {
    response = await fetcher(`${settings.sessionUrl.replace(/\/$/, '')}/${encodeURIComponent(sessionId)}`, {
      headers: { Authorization: `Bearer ${settings.apiKey}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new MayaSessionError('unreachable', `Maya unreachable: ${(error as Error).message}`);
  }
  // A refused partner key or a failing Maya is not the player's session's fault.
  if (response.status === 401 || response.status === 403 || response.status >= 500)
    throw new MayaSessionError('unreachable', `Maya answered ${response.status}`);
  if (!response.ok) throw new MayaSessionError('invalid', `Maya answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as { userId?: unknown; name?: unknown } | null;
  if (!body || typeof body.userId !== 'string' || body.userId.length === 0)
    throw new MayaSessionError('unreachable', 'Maya gave no userId');
  return { userId: body.userId, name: typeof body.name === 'string' ? body.name : null };
}
