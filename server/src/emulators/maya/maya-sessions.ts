/**
 * The wallet sessions of the Maya test version: the wallet page issues one when the test user
 * opens the merchant's site, the merchant's backend looks it up once. A session belongs to the
 * merchant whose API key was current when it was issued, lives five minutes and is spent by its
 * first lookup (a replayed address signs no one in).
 */
import crypto from 'node:crypto';

export const MAYA_SESSION_TTL_MS = 5 * 60_000;

interface WalletSession {
  apiKey: string;
  userId: string;
  name: string;
  expiresAt: number;
}

export type MayaLookup = { ok: true; userId: string; name: string } | { ok: false; status: 401 | 404 };

export class MayaSessions {
  private readonly sessions = new Map<string, WalletSession>();

  issue(apiKey: string, user: { userId: string; name: string }, now: number): string {
    this.sweep(now);
    const id = crypto.randomBytes(24).toString('base64url');
    this.sessions.set(id, { apiKey, ...user, expiresAt: now + MAYA_SESSION_TTL_MS });
    return id;
  }

  /** 401 for a wrong merchant key (the session stays for its merchant), 404 for unknown, spent or expired. */
  lookup(id: string, apiKey: string, now: number): MayaLookup {
    const session = this.sessions.get(id);
    if (!session || session.expiresAt <= now) {
      this.sessions.delete(id);
      return { ok: false, status: 404 };
    }
    if (!safeEqual(session.apiKey, apiKey)) return { ok: false, status: 401 };
    this.sessions.delete(id);
    return { ok: true, userId: session.userId, name: session.name };
  }

  private sweep(now: number): void {
    for (const [id, session] of this.sessions) if (session.expiresAt <= now) this.sessions.delete(id);
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The wallet's stable id of a test user: the same name is the same Maya account. */
export function testUserId(merchantKey: string, name: string): string {
  return `maya-${crypto.createHash('sha256').update(`${merchantKey}\n${name.toLowerCase()}`).digest('hex').slice(0, 20)}`;
}
