/**
 * Merchant data from `<CONFIG_DIR>/merchants/<code>/*.json`, files an operator edits without
 * code. Each file is validated with its schema when it is read, and read again when its mtime
 * or size changes (checked on every use: a stat is cheap, and an edit takes effect on the next
 * request). Beyond its schema a file must pass merchantFileProblems (readable colours, images
 * that exist). A broken edit of a file that was valid before is refused: the last valid version
 * keeps being served, and why is logged once. A file that was never valid (or is missing) makes
 * that one merchant answer merchant_config_invalid; the server and the other merchants keep running.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { integrationsSchema, merchantSchema } from './merchant-schema';
import {
  announcementsSchema,
  assetsSchema,
  bannersSchema,
  cashierSchema,
  countrySchema,
  customerServiceSchema,
  gamesSchema,
  membersSchema,
  promotionsSchema,
  rewardsSchema,
  pwaSchema,
  vipSchema,
} from './content-schema';
import { applyTestMode, type EffectiveIntegrations } from './test-mode';
import { merchantFileProblems } from './checks/merchant-file-checks';

export const MERCHANT_FILES = {
  merchant: { file: 'merchant.json', schema: merchantSchema },
  integrations: { file: 'integrations.json', schema: integrationsSchema },
  country: { file: 'country.json', schema: countrySchema },
  pwa: { file: 'pwa.json', schema: pwaSchema },
  customerService: { file: 'customer-service.json', schema: customerServiceSchema },
  vip: { file: 'vip.json', schema: vipSchema },
  promotions: { file: 'promotions.json', schema: promotionsSchema },
  cashier: { file: 'cashier.json', schema: cashierSchema },
  announcements: { file: 'announcements.json', schema: announcementsSchema },
  games: { file: 'games.json', schema: gamesSchema },
  banners: { file: 'banners.json', schema: bannersSchema },
  assets: { file: 'assets.json', schema: assetsSchema },
  rewards: { file: 'rewards.json', schema: rewardsSchema },
  members: { file: 'members.json', schema: membersSchema },
} as const;

type Files = typeof MERCHANT_FILES;
export type MerchantFiles = { [K in keyof Files]: z.infer<Files[K]['schema']> };

export interface MerchantData extends Omit<MerchantFiles, 'integrations'> {
  code: string;
  /** Integrations with their test-mode values applied when the server runs with EMULATORS=1. */
  integrations: EffectiveIntegrations;
  /** Where the merchant's static files live (icons, banners). */
  staticDir: string;
}

export type MerchantLookup = { ok: true; data: MerchantData } | { ok: false; reason: 'unknown' | 'invalid'; message: string };

export const MERCHANT_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

interface CachedFile {
  stamp: string;
  value?: unknown;
  error?: string;
  /** Why this version of the file was refused while an earlier valid `value` is still served. */
  refused?: string;
}

export interface CatalogOptions {
  configDir: string;
  emulators: boolean;
  log: { error(message: string): void; info(message: string): void };
  /** Called when a merchant's members.json was (re)read and is valid: seeds test accounts. */
  onMembers?: (code: string, members: MerchantFiles['members'], merchant: MerchantData) => void;
}

export class MerchantCatalog {
  private readonly files = new Map<string, CachedFile>();
  /** The last version of each file that passed every check, served while a newer one is refused. */
  private readonly lastValid = new Map<string, unknown>();
  private readonly assembled = new Map<string, { stamp: string; lookup: MerchantLookup }>();

  constructor(private readonly options: CatalogOptions) {}

  merchantsDir(): string {
    return path.join(this.options.configDir, 'merchants');
  }

  get(code: string): MerchantLookup {
    if (!MERCHANT_CODE.test(code)) return { ok: false, reason: 'unknown', message: `"${code}" is not a merchant code` };
    const dir = path.join(this.merchantsDir(), code);
    if (!fs.existsSync(dir)) return { ok: false, reason: 'unknown', message: `no data folder for merchant ${code}` };

    const stamps: string[] = [];
    const values: Partial<Record<keyof Files, unknown>> = {};
    const errors: string[] = [];
    for (const key of Object.keys(MERCHANT_FILES) as (keyof Files)[]) {
      const cached = this.readFile(code, dir, key);
      stamps.push(cached.stamp);
      if (cached.error) errors.push(cached.error);
      else values[key] = cached.value;
    }
    const stamp = stamps.join('|');
    const previous = this.assembled.get(code);
    if (previous && previous.stamp === stamp) return previous.lookup;

    let lookup: MerchantLookup;
    if (errors.length > 0) {
      lookup = { ok: false, reason: 'invalid', message: errors.join('; ') };
    } else {
      const files = values as MerchantFiles;
      lookup = {
        ok: true,
        data: {
          ...files,
          code,
          integrations: applyTestMode(files.integrations, this.options.emulators, files.merchant.whitelabel.GEETESTTEST3 === true),
          staticDir: path.join(dir, 'static'),
        },
      };
      const membersChanged = !previous || previous.stamp.split('|').at(-1) !== stamps.at(-1) || !previous.lookup.ok;
      if (membersChanged && this.options.onMembers) {
        try {
          this.options.onMembers(code, files.members, lookup.data);
        } catch (error) {
          this.options.log.error(`merchant ${code}: seeding members.json failed: ${(error as Error).message}`);
        }
      }
    }
    this.assembled.set(code, { stamp, lookup });
    return lookup;
  }

  private readFile(code: string, dir: string, key: keyof Files): CachedFile {
    const { file, schema } = MERCHANT_FILES[key];
    const filePath = path.join(dir, file);
    const cacheKey = `${code}/${file}`;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(filePath);
    } catch {
      const error = `merchants/${code}/${file} is missing`;
      return this.remember(
        cacheKey,
        this.lastValid.has(cacheKey)
          ? { stamp: 'missing', value: this.lastValid.get(cacheKey), refused: error }
          : { stamp: 'missing', error },
      );
    }
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    const cached = this.files.get(cacheKey);
    if (cached && cached.stamp === stamp) return cached;

    let entry: CachedFile;
    try {
      const parsed = schema.safeParse(JSON.parse(fs.readFileSync(filePath, 'utf8')));
      if (parsed.success) {
        const problems = merchantFileProblems({ code, fileName: file, value: parsed.data, merchantsDir: this.merchantsDir() });
        entry =
          problems.length === 0
            ? { stamp, value: parsed.data }
            : { stamp, error: `merchants/${code}/${file}: ${problems.map((p) => `${p.field}: ${p.message}`).join(', ')}` };
      } else {
        entry = {
          stamp,
          error: `merchants/${code}/${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`).join(', ')}`,
        };
      }
    } catch (error) {
      entry = { stamp, error: `merchants/${code}/${file}: not valid JSON (${(error as Error).message})` };
    }
    if (entry.error === undefined) this.lastValid.set(cacheKey, entry.value);
    else if (this.lastValid.has(cacheKey)) entry = { stamp, value: this.lastValid.get(cacheKey), refused: entry.error };
    return this.remember(cacheKey, entry);
  }

  /** Files whose newest version was refused while an older one is served (for operators). */
  refusedFiles(): string[] {
    return [...this.files.values()].flatMap((entry) => (entry.refused ? [entry.refused] : []));
  }

  private remember(cacheKey: string, entry: CachedFile): CachedFile {
    const previous = this.files.get(cacheKey);
    if (!previous || previous.stamp !== entry.stamp) {
      this.files.set(cacheKey, entry);
      // Logged once per version of the file, not on every request.
      if (entry.error) this.options.log.error(`merchant data invalid: ${entry.error}`);
      if (entry.refused) this.options.log.error(`merchant data refused, still serving the last valid version: ${entry.refused}`);
    }
    return entry;
  }
}
