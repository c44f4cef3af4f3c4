import { lookupMayaSession, MayaSessionError } from './maya-session-client';

const settings = { sessionUrl: 'https://maya.test/v1/sessions/', apiKey: 'partner-key' };

function answering(status: number, body: unknown): { fetcher: typeof fetch; asked: { url: string; auth: string | null }[] } {
  const asked: { url: string; auth: string | null }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    asked.push({ url, auth: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetcher, asked };
}

async function failure(promise: Promise<unknown>): Promise<MayaSessionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MayaSessionError) return error;
    throw error;
  }
  throw new Error('expected a MayaSessionError');
}

describe('Maya session lookup', () => {
  it("asks Maya with the partner key and answers the wallet's user", async () => {
    const { fetcher, asked } = answering(200, { userId: 'maya-7', name: 'Ana Reyes' });
    await expect(lookupMayaSession(settings, 'a/b c', fetcher)).resolves.toEqual({ userId: 'maya-7', name: 'Ana Reyes' });
    expect(asked).toEqual([{ url: 'https://maya.test/v1/sessions/a%2Fb%20c', auth: 'Bearer partner-key' }]);
  });

  it('tells an unknown or expired session from a Maya that cannot answer', async () => {
    expect((await failure(lookupMayaSession(settings, 's', answering(404, {}).fetcher))).kind).toBe('invalid');
    expect((await failure(lookupMayaSession(settings, 's', answering(410, {}).fetcher))).kind).toBe('invalid');
    expect((await failure(lookupMayaSession(settings, 's', answering(503, {}).fetcher))).kind).toBe('unreachable');
    // A refused partner key is the operator's configuration, not the player's session.
    expect((await failure(lookupMayaSession(settings, 's', answering(401, {}).fetcher))).kind).toBe('unreachable');
    expect((await failure(lookupMayaSession(settings, 's', answering(200, { name: 'no id' }).fetcher))).kind).toBe('unreachable');
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect((await failure(lookupMayaSession(settings, 's', down))).kind).toBe('unreachable');
  });
});
