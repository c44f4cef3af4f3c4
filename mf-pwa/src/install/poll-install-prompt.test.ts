import { pollInstallPrompt } from './poll-install-prompt';

describe('looking for the browser install prompt', () => {
  it('looks 20 times, 150 ms apart, then gives up', async () => {
    const waits: number[] = [];
    let reads = 0;
    const result = await pollInstallPrompt(
      () => {
        reads += 1;
        return null;
      },
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(result).toBeNull();
    expect(reads).toBe(20);
    expect(waits).toEqual(Array(19).fill(150));
  });

  it('stops as soon as the prompt is there', async () => {
    let reads = 0;
    const prompt = { id: 'event' };
    const result = await pollInstallPrompt(() => (++reads === 4 ? prompt : null), { sleep: async () => undefined });
    expect(result).toBe(prompt);
    expect(reads).toBe(4);
  });

  it('stops when the widget goes away', async () => {
    const controller = new AbortController();
    let reads = 0;
    const result = await pollInstallPrompt(
      () => {
        reads += 1;
        if (reads === 2) controller.abort();
        return null;
      },
      { sleep: async () => undefined, signal: controller.signal },
    );
    expect(result).toBeNull();
    expect(reads).toBe(2);
  });
});
