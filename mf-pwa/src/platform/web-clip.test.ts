import { detectWebClip } from './web-clip';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('iOS web clip', () => {
  it('is recognised from the homescreen query on iOS and remembered for the tab', () => {
    const storage = memoryStorage();
    expect(detectWebClip('homescreen=1', true, storage)).toBe(true);
    expect(detectWebClip('', true, storage)).toBe(true);
  });

  it('is never a web clip off iOS or without the mark', () => {
    expect(detectWebClip('homescreen=1', false, memoryStorage())).toBe(false);
    expect(detectWebClip('', true, memoryStorage())).toBe(false);
    expect(detectWebClip('homescreen=0', true, memoryStorage())).toBe(false);
  });
});
