/**
 * The key pair the Firebase Auth emulator signs its ID tokens with. Kept in DATA_DIR so that a
 * restart does not invalidate tokens a backend already cached the JWKS for; created on first use.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SigningKey {
  kid: string;
  privateKey: crypto.KeyObject;
  /** The public half as a JWK with kid, alg and use, as a JWKS lists it. */
  jwk: Record<string, unknown>;
}

interface StoredKey {
  kid: string;
  privatePem: string;
}

function fromStored(stored: StoredKey): SigningKey {
  const privateKey = crypto.createPrivateKey(stored.privatePem);
  const publicJwk = crypto.createPublicKey(privateKey).export({ format: 'jwk' }) as Record<string, unknown>;
  return { kid: stored.kid, privateKey, jwk: { ...publicJwk, kid: stored.kid, alg: 'RS256', use: 'sig' } };
}

export function loadSigningKey(dataDir: string): SigningKey {
  const file = path.join(dataDir, 'emulators', 'firebase-auth-signing-key.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredKey;
    if (typeof stored.kid === 'string' && typeof stored.privatePem === 'string') return fromStored(stored);
  } catch {
    // missing or unreadable: a new key is made below
  }
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stored: StoredKey = {
    kid: crypto.randomBytes(10).toString('hex'),
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written atomically and readable by the server's user only: it is a private key.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(stored), { mode: 0o600 });
  fs.renameSync(temp, file);
  return fromStored(stored);
}
