import { readScroll, saveScroll, type ScrollStorage } from './scroll-memory';

function memory(): ScrollStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('the game-vendor view remembers its scroll position', () => {
  it('per address, rounded, never negative', () => {
    const storage = memory();
    saveScroll(storage, '/m/rng?vendor=PG', 1610.6);
    saveScroll(storage, '/m/rng', -5);
    expect(readScroll(storage, '/m/rng?vendor=PG')).toBe(1611);
    expect(readScroll(storage, '/m/rng')).toBeNull();
    expect(readScroll(storage, '/m/fish?vendor=JILI')).toBeNull();
  });

  it('works without storage, and with storage that throws or holds garbage', () => {
    const throwing: ScrollStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => saveScroll(throwing, '/m/rng', 10)).not.toThrow();
    expect(readScroll(throwing, '/m/rng')).toBeNull();
    expect(readScroll(null, '/m/rng')).toBeNull();
    const storage = memory();
    storage.setItem('m_games_scroll:/m/rng', 'abc');
    expect(readScroll(storage, '/m/rng')).toBeNull();
  });
});
