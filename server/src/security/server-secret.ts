/**
 * The server's own signing key (issue 35): 32 random bytes made at first start in
 * `<DATA_DIR>/server-signing-key` (mode 600), the same file for every instance on that folder.
 * What it signs needs no row per request (captcha challenges, the returning-device cookie,
 * the login hand-over), and what it derives is the same on every instance behind a load
 * balancer (the reset decoy digits). Without a data folder (unit tests) a key per process.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'server-signing-key';

/** `fileName`: another 32-byte secret kept the same way (the demo's payment-callback secret). */
export function loadServerSecret(dataDir: string | null, fileName: string = KEY_FILE): Buffer {
  if (!dataDir) return crypto.randomBytes(32);
  const file = path.join(dataDir, fileName);
  const existing = read(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    // link() fails if the name exists: of two instances starting at once, one key wins.
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const written = read(file);
  if (!written) throw new Error(`${file} is not a 64-digit hex key`);
  return written;
}

function read(file: string): Buffer | null {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return /^[0-9a-f]{64}$/.test(text) ? Buffer.from(text, 'hex') : null;
  } catch {
    return null;
  }
}

/** HMAC-SHA256 of the parts (joined by a separator none of them may hold), hex. */
export function keyedHash(key: Buffer, ...parts: string[]): string {
  return crypto.createHmac('sha256', key).update(parts.join('\u0000')).digest('hex');
}

/** Constant-time comparison of two texts. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
