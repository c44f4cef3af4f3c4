/**
 * The server's RSA key pairs for the encrypted-payload protocol
 * (docs/encrypted-payload-protocol.md). Kept in `<DATA_DIR>/wps-rsa-keys.json` (mode 600):
 * generated on first start, reused after restarts, so a key a page fetched before a restart
 * still decrypts. `rotate()` makes a new current pair and keeps the previous one, so requests
 * encrypted just before a rotation still succeed. The current pair is rotated on its own once
 * older than `rotateAfterMs`; the previous one is accepted for `graceMs` after a rotation.
 *
 * Several server instances on one data folder (behind one nginx upstream) share the file: a page
 * may fetch the key from one instance and send the encrypted request to another. The first
 * instance to start creates the file (exclusively: a second one starting at the same moment reads
 * it instead of writing its own); an instance asked for a key id it does not know re-reads the
 * file (another instance rotated); an instance about to rotate adopts a newer pair from the file
 * instead of making its own.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface RsaKeyPair {
  keyId: string;
  publicKey: string;
  privateKey: string;
  createdAt: number;
}

interface KeyFile {
  current: RsaKeyPair;
  previous: RsaKeyPair | null;
}

export const KEY_FILE = 'wps-rsa-keys.json';

export interface KeyPolicy {
  rotateAfterMs: number;
  graceMs: number;
}

/** A key lives 30 days; pages that fetched the old one have a day to use it. */
export const DEFAULT_KEY_POLICY: KeyPolicy = { rotateAfterMs: 30 * 24 * 3_600_000, graceMs: 24 * 3_600_000 };

function generate(now: number): RsaKeyPair {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // Short and derived from the key: the same key always has the same id.
  const keyId = crypto.createHash('sha256').update(publicKey).digest('base64url').slice(0, 12);
  return { keyId, publicKey, privateKey, createdAt: now };
}

export class RsaKeyRing {
  private keys: KeyFile;
  private readonly privateObjects = new Map<string, crypto.KeyObject>();

  /** `dataDir` null: keys live in memory only (unit tests). */
  constructor(
    private readonly dataDir: string | null,
    now = Date.now(),
    private readonly policy: KeyPolicy = DEFAULT_KEY_POLICY,
  ) {
    const stored = this.read();
    if (stored) {
      this.keys = stored;
    } else {
      this.keys = { current: generate(now), previous: null };
      this.create();
    }
  }

  current(now?: number): { keyId: string; publicKey: string } {
    const due = () => now !== undefined && now - this.keys.current.createdAt >= this.policy.rotateAfterMs;
    if (due()) {
      // Another instance may have rotated already: its pair is the one to hand out.
      this.reload();
      if (due()) this.rotate(now);
    }
    return { keyId: this.keys.current.keyId, publicKey: this.keys.current.publicKey };
  }

  /** The private key for `keyId`: the current pair, or the previous one within its grace period. */
  privateKey(keyId: string, now?: number): crypto.KeyObject | null {
    const known = this.find(keyId, now);
    if (known) return known;
    // A key id this instance has not seen: another instance on the same folder may have rotated.
    // At most one re-read a second, so made-up key ids cannot turn requests into file reads.
    const at = Date.now();
    if (at - this.lastReload < 1000) return null;
    this.lastReload = at;
    this.reload();
    return this.find(keyId, now);
  }

  private find(keyId: string, now?: number): crypto.KeyObject | null {
    const previousLive = this.keys.previous !== null && (now === undefined || now - this.keys.current.createdAt < this.policy.graceMs);
    const pair = [this.keys.current, previousLive ? this.keys.previous : null].find((candidate) => candidate?.keyId === keyId);
    if (!pair) return null;
    let object = this.privateObjects.get(keyId);
    if (!object) {
      object = crypto.createPrivateKey(pair.privateKey);
      this.privateObjects.set(keyId, object);
    }
    return object;
  }

  rotate(now = Date.now()): void {
    this.keys = { current: generate(now), previous: this.keys.current };
    this.save();
  }

  private lastReload = 0;

  private file(): string | null {
    return this.dataDir ? path.join(this.dataDir, KEY_FILE) : null;
  }

  private read(): KeyFile | null {
    const file = this.file();
    if (!file) return null;
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as KeyFile;
    } catch {
      return null;
    }
  }

  /** Takes the file's pairs when the file's current pair is newer than this instance's. */
  private reload(): void {
    const stored = this.read();
    if (stored && stored.current.createdAt > this.keys.current.createdAt) this.keys = stored;
  }

  /** The first key file of the folder: written only if none exists, else the existing one is taken. */
  private create(): void {
    const file = this.file();
    if (!file || !this.dataDir) return;
    fs.mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.keys), { mode: 0o600 });
    try {
      // link() fails if the name exists: of two instances starting at once, one file wins.
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      this.keys = this.read() ?? this.keys;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }

  private save(): void {
    if (!this.dataDir) return;
    fs.mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    const file = path.join(this.dataDir, KEY_FILE);
    // Write then rename: a crash never leaves a half-written key file (a name of its own per
    // process, so two instances never write into one temporary file).
    fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(this.keys), { mode: 0o600 });
    fs.renameSync(`${file}.${process.pid}.tmp`, file);
  }
}
