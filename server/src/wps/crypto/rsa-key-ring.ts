/**
 * The server's RSA key pairs for the encrypted-payload protocol
 * (docs/encrypted-payload-protocol.md). Kept in `<DATA_DIR>/wps-rsa-keys.json` (mode 600):
 * generated on first start, reused after restarts, so a key a page fetched before a restart
 * still decrypts. `rotate()` makes a new current pair and keeps the previous one, so requests
 * encrypted just before a rotation still succeed. The current pair is rotated on its own once
 * older than `rotateAfterMs`; the previous one is accepted for `graceMs` after a rotation.
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
    const file = dataDir ? path.join(dataDir, KEY_FILE) : null;
    if (file && fs.existsSync(file)) {
      this.keys = JSON.parse(fs.readFileSync(file, 'utf8')) as KeyFile;
    } else {
      this.keys = { current: generate(now), previous: null };
      this.save();
    }
  }

  current(now?: number): { keyId: string; publicKey: string } {
    if (now !== undefined && now - this.keys.current.createdAt >= this.policy.rotateAfterMs) this.rotate(now);
    return { keyId: this.keys.current.keyId, publicKey: this.keys.current.publicKey };
  }

  /** The private key for `keyId`: the current pair, or the previous one within its grace period. */
  privateKey(keyId: string, now?: number): crypto.KeyObject | null {
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

  private save(): void {
    if (!this.dataDir) return;
    fs.mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    const file = path.join(this.dataDir, KEY_FILE);
    // Write then rename: a crash never leaves a half-written key file.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(this.keys), { mode: 0o600 });
    fs.renameSync(`${file}.tmp`, file);
  }
}
