/**
 * Test accounts from a merchant's members.json: created when missing, never changed after
 * (a player may have changed the password since). Runs whenever the file is (re)read.
 */
import type { MemberStore } from '../../db/member-store';
import type { MerchantFiles } from '../../merchants/merchant-catalog';
import { hashPasswordSync } from '../auth/password-hasher';
import { isDefaultPassword } from '../auth/password-rules';

/**
 * Seed passwords repeat across members and merchants (test merchants are copies of demo):
 * one scrypt hash per distinct password keeps start-up fast. Salts are then shared between
 * seeded accounts only, whose passwords are in members.json in plain text anyway.
 */
const seedHashes = new Map<string, string>();

function seedHash(password: string): string {
  let hash = seedHashes.get(password);
  if (!hash) {
    hash = hashPasswordSync(password);
    seedHashes.set(password, hash);
  }
  return hash;
}

type Seed = MerchantFiles['members']['members'][number];

export function seedMembers(
  store: MemberStore,
  merchant: string,
  file: MerchantFiles['members'],
  now: number,
  onCreated?: (id: number, seed: Seed) => void,
): number {
  let created = 0;
  for (const seed of file.members) {
    if (store.usernameTaken(merchant, seed.username)) continue;
    const result = store.insert({
      merchant,
      username: seed.username,
      mobile: seed.mobile ?? null,
      email: seed.email ?? null,
      passwordHash: seedHash(seed.password),
      passwordIsDefault: isDefaultPassword(seed.password),
      passwordChangedAt: now - (seed.passwordAgeDays ?? 0) * 86_400_000,
      joinedAt: now - (seed.joinedDaysAgo ?? 0) * 86_400_000,
      customerType: seed.customerType,
      language: seed.language ?? null,
      clubLabelId: seed.clubLabelId ?? null,
      rankCompleted: seed.rankCompleted ?? 0,
      twoFactorSms: seed.twoFactor?.sms ?? false,
      twoFactorEmail: seed.twoFactor?.email ?? false,
      totpSecret: seed.twoFactor?.gaSecret ?? null,
      registerMethod: 'SEED',
      balance: seed.balance ?? 0,
      now,
    });
    if (!result.ok) continue;
    created += 1;
    onCreated?.(result.id, seed);
  }
  return created;
}
