/**
 * Which secret a merchant's payment callbacks are signed with (issue 35): the repository holds
 * none that works.
 * - Demo mode (EMULATORS=1): the server makes its own at first start, in the data folder
 *   (`<DATA_DIR>/payment-callback-secret`, mode 600, as it does its RSA keys), and each merchant's
 *   secret is derived from it. The stand-in provider signs with it; whatever integrations.json
 *   says is not used, so nothing published in the repository can sign a deposit.
 * - Production: integrations.json `payment.callbackSecret` in the operator's own configuration.
 *   A missing, short (< 32 bytes) or published sample secret stops the server at start
 *   (productionSecretProblems) and is never used to accept a callback.
 */
import crypto from 'node:crypto';
import { loadServerSecret } from '../../security/server-secret';
import type { MerchantData } from '../../merchants/merchant-catalog';

export const SECRET_FILE = 'payment-callback-secret';
export const MIN_SECRET_BYTES = 32;

/** Secrets that were once published with the project (and so are known to everyone). */
const PUBLISHED = new Set(['demo-payment-callback-secret-change-me', 'lotus-payment-callback-secret-change-me']);
/** Words of a placeholder an operator forgot to replace. */
const PLACEHOLDER = /change[-_ ]?me|replace[-_ ]?me|example|sample|placeholder|your[-_ ]?secret|^(x+|0+|secret)$/i;

/** Why a production secret cannot be used, or null when it can. */
export function secretProblem(secret: string | undefined): string | null {
  if (secret === undefined || secret.trim() === '') return 'is missing';
  if (PUBLISHED.has(secret) || PLACEHOLDER.test(secret)) return 'is a published sample: anyone could sign a deposit with it';
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) return `is shorter than ${MIN_SECRET_BYTES} bytes`;
  return null;
}

/** The setting an operator must fix, with what is wrong, or null. */
export function merchantSecretProblem(payment: { callbackSecret?: string | undefined } | undefined): string | null {
  if (!payment) return null;
  const problem = secretProblem(payment.callbackSecret);
  return problem ? `payment.callbackSecret ${problem} (generate one: openssl rand -hex 32)` : null;
}

export class CallbackSecrets {
  private master: Buffer | null = null;

  /** `dataDir` null: the demo secret lives in memory only (unit tests). */
  constructor(
    private readonly dataDir: string | null,
    private readonly demoMode: boolean,
  ) {}

  /** The secret a callback for this merchant must be signed with; null: no callback is accepted. */
  secretFor(merchant: Pick<MerchantData, 'code' | 'integrations'>): string | null {
    const payment = merchant.integrations.payment;
    if (!payment) return null;
    if (this.demoMode) return crypto.createHmac('sha256', this.demoMaster()).update(`payment-callback:${merchant.code}`).digest('hex');
    return merchantSecretProblem(payment) === null ? (payment.callbackSecret ?? null) : null;
  }

  private demoMaster(): Buffer {
    // Made once in the data folder, as the server's signing key is (security/server-secret.ts).
    return (this.master ??= loadServerSecret(this.dataDir, SECRET_FILE));
  }
}
