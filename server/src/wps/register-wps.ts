/**
 * The reference /wps backend, registered into the server with one call from app.ts:
 * `await registerWps(app, options)`. Opens the database (<DATA_DIR>/wps.sqlite), the RSA keys,
 * the merchant data, and registers every endpoint of shared/src/contract/endpoints.ts plus the
 * demo game pages, the merchants' static files and (EMULATORS=1) the SMS outbox, in one
 * encapsulated scope whose error handler answers the error envelope.
 */
import { ChatStore } from '../db/chat-store';
import { registerChatStandInRoutes } from './routes/chat-stand-in-routes';
import fs from 'node:fs';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ServerErrorCode } from '@m/shared/contract';
import { databasePath, openDatabase } from '../db/database';
import { MemberStore } from '../db/member-store';
import { SessionStore } from '../db/session-store';
import { VerificationStore } from '../db/verification-store';
import { ActivityStore } from '../db/activity-store';
import { NonceStore } from '../db/nonce-store';
import { Housekeeping } from '../db/housekeeping';
import { loadServerSecret } from '../security/server-secret';
import { MerchantAlarms } from '../security/merchant-alarms';
import { WRITE_LIMITS } from '../security/write-limits';
import { BeaconStore } from '../db/beacon-store';
import { MoneyEventStore } from '../db/money-event-store';
import { InboxStore } from '../db/inbox-store';
import { LoginHistoryStore } from '../db/login-history-store';
import { ConsentStore } from '../db/consent-store';
import { MemberSecurityStore } from '../db/member-security-store';
import { RewardStore } from '../db/reward-store';
import { WalletStore } from '../db/wallet-store';
import { CashierStore } from '../db/cashier-store';
import { seedWallet } from './cashier/seed-wallet';
import { DEFAULT_DELAY_MS, WithdrawalBackOffice } from './cashier/withdrawal-back-office';
import { registerWalletRoutes } from './routes/wallet-routes';
import { registerWithdrawRoutes } from './routes/withdraw-routes';
import { registerPaymentCallbackRoutes } from './routes/payment-callback-routes';
import { registerPaymentStandInRoutes } from './routes/payment-stand-in-routes';
import { seedRewardPoints } from './rewards/reward-points';
import { registerRewardRoutes } from './routes/reward-routes';
import { MERCHANT_CODE, MerchantCatalog } from '../merchants/merchant-catalog';
import { RsaKeyRing } from './crypto/rsa-key-ring';
import { CallbackSecrets, merchantSecretProblem } from './cashier/callback-secrets';
import { LotteryDraws } from './games/lottery-draws';
import { registerLotteryDrawHook } from './games/lottery-bets';
import { RateLimiter } from './auth/rate-limiter';
import { FailureDelays } from './auth/failure-delay';
import { IdTokenVerifier } from './auth/id-token-verifier';
import { HttpSmsSender, OutboxSender } from './sms/message-sender';
import { WpsError } from './http/wps-error';
import { messageFor } from './http/messages';
import { acceptJsonBodies } from './http/json-body';
import { languageOf } from './http/define-route';
import { seedMembers } from './members/seed-members';
import { registerSessionRoutes } from './routes/session-routes';
import { registerVerificationRoutes } from './routes/verification-routes';
import { registerResetByUserNameRoutes } from './routes/reset-by-username-routes';
import { registerRegisterRoutes } from './routes/register-routes';
import { registerMemberRoutes } from './routes/member-routes';
import { registerSystemRoutes } from './routes/system-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerVipRoutes } from './routes/vip-routes';
import { registerInboxRoutes } from './routes/inbox-routes';
import { registerSecurityRoutes } from './routes/security-routes';
import { registerLimitsRoutes } from './routes/limits-routes';
import { seedLimits } from './limits/seed-limits';
import { registerClaimRoutes } from './routes/claim-routes';
import { registerChatRoutes } from './routes/chat-routes';
import { registerPushRoutes } from './routes/push-routes';
import { registerGameRoutes } from './routes/game-routes';
import { registerMerchantStaticRoutes } from './routes/merchant-static-routes';
import { registerSmsOutboxRoutes } from './routes/sms-outbox-routes';
import { registerTrackingRoutes } from './routes/tracking-routes';
import { resolveUrl, type WpsContext, type WpsOptions } from './wps-context';
import { requireRequestMerchant } from '../tenancy/request-merchant-hook';

export type { WpsOptions } from './wps-context';

/** Fastify's own refusals (body parsing, size) as envelope codes. */
function frameworkError(error: FastifyError): { status: number; code: ServerErrorCode; reason: string } | null {
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, code: 'payload_too_large', reason: error.message };
  if (status === 415) return { status, code: 'unsupported_media_type', reason: error.message };
  if (status >= 400 && status < 500) return { status: 400, code: 'invalid_request', reason: error.message };
  return null;
}

function listMerchantCodes(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && MERCHANT_CODE.test(entry.name))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

export function createWpsContext(app: FastifyInstance, options: WpsOptions): WpsContext {
  const clock = options.clock ?? Date.now;
  const db = openDatabase(options.dataDir ? databasePath(options.dataDir) : ':memory:');
  const members = new MemberStore(db);
  const verification = new VerificationStore(db);
  const chat = new ChatStore(db);
  const rewards = new RewardStore(db);
  const wallet = new WalletStore(db);
  const limiter = new RateLimiter();
  const log = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m), error: (m: string) => app.log.error(m) };
  const ctx: WpsContext = {
    options,
    db,
    members,
    sessions: new SessionStore(db),
    verification,
    activity: new ActivityStore(db),
    beacons: new BeaconStore(db),
    moneyEvents: new MoneyEventStore(db),
    inbox: new InboxStore(db),
    memberSecurity: new MemberSecurityStore(db),
    loginHistory: new LoginHistoryStore(db),
    consents: new ConsentStore(db),
    rewards,
    wallet,
    cashier: new CashierStore(db, wallet),
    catalog: new MerchantCatalog({
      configDir: options.configDir,
      emulators: options.emulators,
      log,
      onMembers: (code, file, merchant) => {
        // Test accounts with known passwords exist only in the local demo (EMULATORS=1).
        if (!options.emulators) return;
        // A seeded member may come with operator messages waiting in the (stand-in) chat, and a
        // history of reward points.
        const created = seedMembers(members, code, file, clock(), (id, seed) => {
          seed.chatMessages?.forEach((text) => chat.post(code, id, 'operator', text, clock()));
          seedRewardPoints(rewards, code, id, seed, clock());
          seedWallet(wallet, db, merchant, id, seed, clock());
          seedLimits(db, merchant, id, seed, clock());
        });
        if (created > 0) log.info(`merchant ${code}: ${created} test member(s) created from members.json`);
      },
    }),
    keys: new RsaKeyRing(options.dataDir, clock()),
    serverSecret: loadServerSecret(options.dataDir),
    callbackSecrets: new CallbackSecrets(options.dataDir, options.emulators),
    lottery: new LotteryDraws(db, wallet, clock),
    nonces: new NonceStore(db),
    limiter,
    alarms: new MerchantAlarms(limiter, log),
    writeLimits: options.writeLimits ?? WRITE_LIMITS,
    housekeeping: new Housekeeping(db, clock, log),
    delays: new FailureDelays(),
    idTokens: new IdTokenVerifier(undefined, clock),
    sender: options.emulators ? new OutboxSender(verification, clock) : new HttpSmsSender(fetch, (url) => resolveUrl(ctx, url)),
    clock,
    selfOrigin: () => {
      const address = app.server.address();
      if (address === null || typeof address === 'string') return 'http://127.0.0.1';
      const host =
        address.family === 'IPv6' && address.address !== '::'
          ? `[${address.address}]`
          : address.address === '::' || address.address === '0.0.0.0'
            ? '127.0.0.1'
            : address.address;
      return `http://${host}:${address.port}`;
    },
    log,
  };
  return ctx;
}

export async function registerWps(app: FastifyInstance, options: WpsOptions): Promise<WpsContext> {
  requireRequestMerchant(app, 'the /wps backend');
  const ctx = createWpsContext(app, options);
  // Read every merchant once at start-up: broken files are reported now, test members exist
  // before the first request, and no player waits for their seeding.
  const unsafe: string[] = [];
  for (const code of listMerchantCodes(ctx.catalog.merchantsDir())) {
    const lookup = ctx.catalog.get(code);
    if (!lookup.ok) app.log.error(`merchant ${code} answers merchant_config_invalid until fixed: ${lookup.message}`);
    const problem = lookup.ok && !options.emulators ? merchantSecretProblem(lookup.data.integrations.payment) : null;
    if (problem) unsafe.push(`merchant ${code}: integrations.json ${problem}`);
  }
  // A forged "PAID" callback is money from nothing: production does not start on a secret anyone may know.
  if (unsafe.length > 0) {
    ctx.db.close();
    throw new Error(`refusing to start in production mode:\n${unsafe.join('\n')}\n(docs/deploy.md, "Production checklist")`);
  }

  // Expired and old rows go on a timer, never on a player's request (db/housekeeping.ts).
  ctx.housekeeping.start();
  // Test mode: the operator's back office decides demo withdrawals after a few seconds.
  const delayMs = options.withdrawDelayMs === undefined ? DEFAULT_DELAY_MS : options.withdrawDelayMs;
  const backOffice = options.emulators && delayMs !== null ? new WithdrawalBackOffice(ctx.cashier, ctx.clock, delayMs, ctx.log) : null;
  backOffice?.start();
  // The demo's stand-in lottery draws every few minutes and settles the bets of each draw.
  if (options.emulators) ctx.lottery.start((message) => ctx.log.error(message));
  app.addHook('onClose', async () => {
    backOffice?.stop();
    ctx.lottery.stop();
    ctx.housekeeping.stop();
    ctx.db.close();
  });
  await app.register(async (scope) => {
    acceptJsonBodies(scope);
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const language = languageOf(request);
      reply.header('Cache-Control', 'no-store');
      if (error instanceof WpsError) {
        for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
        const body: Record<string, unknown> = {
          success: false,
          errorCode: error.errorCode,
          message: messageFor(error.errorCode, language, error.params),
        };
        if (error.value !== undefined) body.value = error.value;
        return reply.code(error.status).send(body);
      }
      const known = frameworkError(error);
      if (known) {
        return reply.code(known.status).send({
          success: false,
          errorCode: known.code,
          message: messageFor(known.code, language, { field: 'body', reason: known.reason }),
          value: { field: 'body', reason: known.reason },
        });
      }
      request.log.error({ err: error }, 'wps handler failed');
      return reply.code(500).send({ success: false, errorCode: 'server_error', message: messageFor('server_error', language) });
    });

    registerSessionRoutes(scope, ctx);
    registerVerificationRoutes(scope, ctx);
    registerResetByUserNameRoutes(scope, ctx);
    registerRegisterRoutes(scope, ctx);
    registerMemberRoutes(scope, ctx);
    registerSystemRoutes(scope, ctx);
    registerContentRoutes(scope, ctx);
    registerVipRoutes(scope, ctx);
    registerInboxRoutes(scope, ctx);
    registerSecurityRoutes(scope, ctx);
    registerLimitsRoutes(scope, ctx);
    registerClaimRoutes(scope, ctx);
    registerChatRoutes(scope, ctx);
    registerPushRoutes(scope, ctx);
    registerGameRoutes(scope, ctx);
    registerMerchantStaticRoutes(scope, ctx);
    registerTrackingRoutes(scope, ctx);
    registerRewardRoutes(scope, ctx, ctx.rewards);
    registerWalletRoutes(scope, ctx);
    registerWithdrawRoutes(scope, ctx);
    registerPaymentCallbackRoutes(scope, ctx);
    if (options.emulators) registerPaymentStandInRoutes(scope, ctx);
    if (options.emulators) registerSmsOutboxRoutes(scope, ctx);
    if (options.emulators) registerChatStandInRoutes(scope, ctx);
    if (options.emulators) registerLotteryDrawHook(scope, ctx);
  });
  return ctx;
}
