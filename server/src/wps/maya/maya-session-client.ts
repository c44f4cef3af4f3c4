/**
 * Maya wallet sign-in: the front end hands over the `sessionId` Maya gave it; the server asks
 * the merchant's Maya endpoint who that is: GET {sessionUrl}/{sessionId} with
 * `Authorization: Bearer <apiKey>` → {userId, name}. Not reachable from the project's machines.
 */
export class MayaSessionError extends Error {}

export async function lookupMayaSession(settings: { sessionUrl: string; apiKey: string }, sessionId: string, fetcher: typeof fetch = fetch): Promise<{ userId: string; name: string | null }> {
  let response: Response;
  try {
    response = await fetcher(`${settings.sessionUrl.replace(/\/$/, '')}/${encodeURIComponent(sessionId)}`, { headers: { Authorization: `Bearer ${settings.apiKey}` }, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new MayaSessionError(`Maya unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new MayaSessionError(`Maya answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as { userId?: unknown; name?: unknown } | null;
  if (!body || typeof body.userId !== 'string' || body.userId.length === 0) throw new MayaSessionError('Maya gave no userId');
  return { userId: body.userId, name: typeof body.name === 'string' ? body.name : null };
}
