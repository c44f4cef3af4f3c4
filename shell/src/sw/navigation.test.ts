/**
 * @jest-environment node
 */
import { answerNavigation, NAVIGATION_NETWORK_TIMEOUT_MS } from './navigation';

const page = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html' } });
const never = () => new Promise<Response>(() => undefined);

describe('a navigation to an app route', () => {
  afterEach(() => jest.useRealTimers());

  it("gets the server's page (the merchant's current theme), not the precached copy", async () => {
    const offlineCopy = jest.fn(async () => page('copy'));
    const answer = await answerNavigation({ network: async () => page('fresh'), offlineCopy });
    expect(await answer.text()).toBe('fresh');
    expect(offlineCopy).not.toHaveBeenCalled();
  });

  it('gets the precached copy without a network', async () => {
    const answer = await answerNavigation({
      network: () => Promise.reject(new TypeError('Failed to fetch')),
      offlineCopy: async () => page('copy'),
    });
    expect(await answer.text()).toBe('copy');
  });

  it('gets the precached copy when the server (or the proxy in front of it) fails', async () => {
    const answer = await answerNavigation({ network: async () => page('Bad Gateway', 502), offlineCopy: async () => page('copy') });
    expect(await answer.text()).toBe('copy');
  });

  it("keeps the server's answer for a page it does not have: only failures fall back", async () => {
    const answer = await answerNavigation({ network: async () => page('not here', 404), offlineCopy: async () => page('copy') });
    expect(answer.status).toBe(404);
  });

  it('does not hold the player on a white screen: a silent network yields the copy after the timeout', async () => {
    jest.useFakeTimers();
    const answered = answerNavigation({ network: never, offlineCopy: async () => page('copy') });
    let settled = false;
    void answered.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(NAVIGATION_NETWORK_TIMEOUT_MS - 100);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(await (await answered).text()).toBe('copy');
    expect(NAVIGATION_NETWORK_TIMEOUT_MS).toBeLessThanOrEqual(4000);
  });

  it('waits for a slow network when there is no copy to show instead', async () => {
    jest.useFakeTimers();
    let deliver: (response: Response) => void = () => undefined;
    const answered = answerNavigation({
      network: () => new Promise<Response>((resolve) => (deliver = resolve)),
      offlineCopy: async () => undefined,
      timeoutMs: 1000,
    });
    await jest.advanceTimersByTimeAsync(5000);
    deliver(page('late but fresh'));
    expect(await (await answered).text()).toBe('late but fresh');
  });

  it("fails with the network's error when neither answers (the worker then shows the offline page)", async () => {
    await expect(
      answerNavigation({ network: () => Promise.reject(new TypeError('Failed to fetch')), offlineCopy: async () => undefined }),
    ).rejects.toThrow('Failed to fetch');
  });
});
