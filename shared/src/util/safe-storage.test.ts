import { safeStorage, webStorage } from './safe-storage';

function throwing(): Storage {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 } as unknown as Storage;
}

describe('storage that never throws', () => {
  it('reads and writes the real storage when it works', () => {
    const store = safeStorage(() => webStorage('local'));
    store.set('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(store.get('k')).toBe('v');
    store.remove('k');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('keeps a value for this page when the storage throws on every access', () => {
    const store = safeStorage(throwing);
    expect(() => store.set('flag', '1')).not.toThrow();
    expect(store.get('flag')).toBe('1');
    store.remove('flag');
    expect(store.get('flag')).toBeNull();
  });

  it('keeps it too when there is no storage at all, or when touching it throws', () => {
    const none = safeStorage(() => null);
    none.set('a', 'b');
    expect(none.get('a')).toBe('b');
    const denied = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    denied.set('a', 'c');
    expect(denied.get('a')).toBe('c');
  });
});
