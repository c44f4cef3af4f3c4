/**
 * What the Firebase Auth emulator remembers, per project, in memory (like Google's emulator):
 * accounts, phone verification sessions with their codes, and refresh tokens. A restart starts
 * from an empty project; tests that need an account create it through the protocol.
 */
import crypto from 'node:crypto';

export interface ProviderInfo {
  providerId: string;
  rawId: string;
  federatedId?: string;
  email?: string;
  displayName?: string;
  photoUrl?: string;
  phoneNumber?: string;
}

export interface Account {
  localId: string;
  phoneNumber?: string;
  email?: string;
  displayName?: string;
  photoUrl?: string;
  providers: ProviderInfo[];
  createdAt: number;
  lastLoginAt: number;
}

export interface PhoneSession {
  sessionInfo: string;
  phoneNumber: string;
  code: string;
  expiresAt: number;
}

/** Codes live as long as Firebase's (a few minutes); a used code is gone. */
export const PHONE_CODE_TTL_MS = 5 * 60 * 1000;

class ProjectState {
  readonly accounts = new Map<string, Account>();
  readonly phoneSessions = new Map<string, PhoneSession>();
  readonly refreshTokens = new Map<string, string>();

  byPhone(phoneNumber: string): Account | undefined {
    return [...this.accounts.values()].find((a) => a.phoneNumber === phoneNumber);
  }

  byProvider(providerId: string, rawId: string): Account | undefined {
    return [...this.accounts.values()].find((a) => a.providers.some((p) => p.providerId === providerId && p.rawId === rawId));
  }

  create(fields: Omit<Account, 'localId' | 'createdAt' | 'lastLoginAt'>, now: number): Account {
    const account: Account = { localId: crypto.randomBytes(14).toString('base64url'), createdAt: now, lastLoginAt: now, ...fields };
    this.accounts.set(account.localId, account);
    return account;
  }

  issueRefreshToken(localId: string): string {
    const token = crypto.randomBytes(32).toString('base64url');
    this.refreshTokens.set(token, localId);
    return token;
  }

  startPhoneSession(phoneNumber: string, now: number): PhoneSession {
    const session: PhoneSession = {
      sessionInfo: crypto.randomBytes(24).toString('base64url'),
      phoneNumber,
      code: String(crypto.randomInt(0, 1_000_000)).padStart(6, '0'),
      expiresAt: now + PHONE_CODE_TTL_MS,
    };
    this.phoneSessions.set(session.sessionInfo, session);
    return session;
  }
}

export class AuthState {
  private readonly projects = new Map<string, ProjectState>();

  project(projectId: string): ProjectState {
    let state = this.projects.get(projectId);
    if (!state) {
      state = new ProjectState();
      this.projects.set(projectId, state);
    }
    return state;
  }
}
