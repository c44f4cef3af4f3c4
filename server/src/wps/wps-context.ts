/**
 * Everything a /wps handler uses, built once by registerWps: the stores, the merchant data,
 * the keys and the adapters of third parties. Tests build it with an in-memory database and
 * an injectable clock.
 */
import type { Database } from '../db/database';
import type { MemberStore } from '../db/member-store';
import type { SessionStore } from '../db/session-store';
import type { VerificationStore } from '../db/verification-store';
import type { ActivityStore } from '../db/activity-store';
import type { NonceStore } from '../db/nonce-store';
import type { BeaconStore } from '../db/beacon-store';
import type { MoneyEventStore } from '../db/money-event-store';
import type { InboxStore } from '../db/inbox-store';
import type { LoginHistoryStore } from '../db/login-history-store';
import type { ConsentStore } from '../db/consent-store';
import type { MemberSecurityStore } from '../db/member-security-store';
import type { RewardStore } from '../db/reward-store';
import type { WalletStore } from '../db/wallet-store';
import type { CashierStore } from '../db/cashier-store';
import type { MerchantCatalog } from '../merchants/merchant-catalog';
import type { RsaKeyRing } from './crypto/rsa-key-ring';
import type { CallbackSecrets } from './cashier/callback-secrets';
import type { LotteryDraws } from './games/lottery-draws';
import type { RateLimiter } from './auth/rate-limiter';
import type { FailureDelays } from './auth/failure-delay';
import type { IdTokenVerifier } from './auth/id-token-verifier';
import type { MessageSender } from './sms/message-sender';
import type { TenantDirectory } from '../tenancy/tenant-directory';
import type { Housekeeping } from '../db/housekeeping';
import type { WriteLimits } from '../security/write-limits';
import type { MerchantAlarms } from '../security/merchant-alarms';

export interface WpsOptions {
  configDir: string;
  /** tenants.json, shared with the request-merchant step (the CORS check resolves an Origin's host with it). */
  tenants: TenantDirectory;
  /** Null: in-memory database and keys (unit tests). */
  dataDir: string | null;
  /** EMULATORS=1: test-mode third parties (outbox, Geetest test rules, emulator URLs). */
  emulators: boolean;
  /** TRUSTED_PROXIES: only these peers' CF-IPCountry is believed (server-options.ts). */
  trustedProxies?: string[];
  /** Replaces Date.now (token expiry tests). */
  clock?: () => number;
  /** Caps on cheap writes (security/write-limits.ts); default WRITE_LIMITS. */
  writeLimits?: WriteLimits;
  /** Test mode: how long the stand-in back office leaves a withdrawal pending (STAND_IN_WITHDRAW_DELAY_MS); null: never decides. */
  withdrawDelayMs?: number | null;
}

export interface WpsContext {
  options: WpsOptions;
  db: Database;
  members: MemberStore;
  sessions: SessionStore;
  verification: VerificationStore;
  activity: ActivityStore;
  /** collect beacons: tracked events and real-user monitoring, capped. */
  beacons: BeaconStore;
  /** Deposits and withdrawals the cashier reported, until the tracker claims them. */
  moneyEvents: MoneyEventStore;
  inbox: InboxStore;
  /** The security page's changes to a member (contacts, second factors) and the last logins. */
  memberSecurity: MemberSecurityStore;
  loginHistory: LoginHistoryStore;
  /** What each member accepted at registration: terms version and minimum age (issue 27). */
  consents: ConsentStore;
  /** The rewards centre's points, their ledger and exchanges (REWCEN3). */
  rewards: RewardStore;
  /** The members' money: the ledger of entries in minor units (issue 25). */
  wallet: WalletStore;
  /** Deposit orders, withdrawals and withdrawal accounts beside the ledger. */
  cashier: CashierStore;
  catalog: MerchantCatalog;
  keys: RsaKeyRing;
  /** The server's signing key (security/server-secret.ts): signed captcha challenges, device cookies, hand-overs. */
  serverSecret: Buffer;
  /** The secret each merchant's payment callbacks are signed with (demo: made in the data folder). */
  callbackSecrets: CallbackSecrets;
  /** The stand-in lottery's bets and draws (demo). */
  lottery: LotteryDraws;
  /** Replay guard of encrypted bodies (crypto/decrypt-payload.ts). */
  nonces: NonceStore;
  limiter: RateLimiter;
  /** Merchant-wide allowances: logged and counted, never a refusal of players (security/merchant-alarms.ts). */
  alarms: MerchantAlarms;
  /** Caps on cheap writes per address, merchant and member (security/write-limits.ts). */
  writeLimits: WriteLimits;
  /** Deletes expired and old rows on a timer (db/housekeeping.ts). */
  housekeeping: Housekeeping;
  /** Growing waits after failed sign-ins (auth/failure-delay.ts). */
  delays: FailureDelays;
  idTokens: IdTokenVerifier;
  /** The outbox in test mode, the merchant's HTTP gateway otherwise. */
  sender: MessageSender;
  clock: () => number;
  /** This server's own origin (http://127.0.0.1:<port>): relative third-party URLs resolve against it. */
  selfOrigin: () => string;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/** A configured URL: absolute as is, a path against the server's own origin. */
export function resolveUrl(ctx: WpsContext, url: string): string {
  return url.startsWith('/') ? `${ctx.selfOrigin()}${url}` : url;
}
