/**
 * Keeps the remembered password encrypted (SPEC 3 "encoded password"): AES-GCM with a key made
 * on this device and stored in IndexedDB as a non-extractable CryptoKey, so neither the page's
 * scripts nor a copy of localStorage can read the key; only this origin's code can use it.
 * Where IndexedDB or Web Crypto is missing, nothing is stored (the password is not remembered)
 * rather than falling back to plain text.
 */

export interface KeyStore {
  get(): Promise<CryptoKey | null>;
  put(key: CryptoKey): Promise<void>;
  clear(): Promise<void>;
}

const FORMAT = 'v1';

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export class PasswordVault {
  constructor(
    private readonly keys: KeyStore,
    private readonly subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
  ) {}

  private async key(create: boolean): Promise<CryptoKey | null> {
    if (!this.subtle) return null;
    const existing = await this.keys.get();
    if (existing || !create) return existing;
    const key = await this.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await this.keys.put(key);
    return key;
  }

  /** `v1.<iv>.<ciphertext>`, or null when this browser cannot keep a key. */
  async seal(plain: string): Promise<string | null> {
    try {
      const key = await this.key(true);
      if (!key || !this.subtle) return null;
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = new Uint8Array(await this.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)));
      return `${FORMAT}.${toBase64(iv)}.${toBase64(sealed)}`;
    } catch {
      return null;
    }
  }

  /** The password, or null when the value was tampered with or the key is gone. */
  async open(sealed: string): Promise<string | null> {
    const [format, ivText, dataText] = sealed.split('.');
    if (format !== FORMAT || !ivText || !dataText) return null;
    const iv = fromBase64(ivText);
    const data = fromBase64(dataText);
    if (!iv || !data) return null;
    try {
      const key = await this.key(false);
      if (!key || !this.subtle) return null;
      const plain = await this.subtle.decrypt({ name: 'AES-GCM', iv: iv as Uint8Array<ArrayBuffer> }, key, data as Uint8Array<ArrayBuffer>);
      return new TextDecoder().decode(plain);
    } catch {
      return null;
    }
  }
}

/** The key in IndexedDB (database `m-auth`, store `keys`). */
export class IndexedDbKeyStore implements KeyStore {
  constructor(private readonly name = 'm-auth') {}

  private open(): Promise<IDBDatabase | null> {
    if (typeof indexedDB === 'undefined') return Promise.resolve(null);
    return new Promise((resolve) => {
      let request: IDBOpenDBRequest;
      try {
        request = indexedDB.open(this.name, 1);
      } catch {
        resolve(null);
        return;
      }
      request.onupgradeneeded = () => request.result.createObjectStore('keys');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    });
  }

  private async run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T | null> {
    const db = await this.open();
    if (!db) return null;
    return new Promise<T | null>((resolve) => {
      try {
        const request = action(db.transaction('keys', mode).objectStore('keys'));
        request.onsuccess = () => resolve((request.result as T) ?? null);
        request.onerror = () => resolve(null);
      } catch {
        resolve(null);
      }
    }).finally(() => db.close());
  }

  async get(): Promise<CryptoKey | null> {
    const value = await this.run<unknown>('readonly', (s) => s.get('remembered-password'));
    return value instanceof CryptoKey ? value : null;
  }

  async put(key: CryptoKey): Promise<void> {
    await this.run('readwrite', (s) => s.put(key, 'remembered-password'));
  }

  async clear(): Promise<void> {
    await this.run('readwrite', (s) => s.delete('remembered-password'));
  }
}

export const passwordVault = new PasswordVault(new IndexedDbKeyStore());
