/**
 * Every file of one merchant checked at once, for `pnpm merchant check <code>`: each data file
 * against its schema and the load-time checks (readable colours, images present), its languages,
 * and its federation registry (origins allowed, versions built). Returns every problem found.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MERCHANT_FILES } from '../merchant-catalog';
import type { IntegrationsFile, MerchantFile } from '../merchant-schema';
import { merchantSecretProblem } from '../../wps/cashier/callback-secrets';
import { registryProblems } from '../../federation/registry-check';
import { merchantFileProblems } from './merchant-file-checks';
import { missingCatalogues, missingDefaultLanguage } from './language-coverage';
import type { MerchantProblem } from './merchant-problem';

export interface CheckMerchantInput {
  code: string;
  configDir: string;
  /** Folder holding `<remote>/dist/<version>/`. */
  bundlesRoot: string;
  /** Bundle name → languages it has translations for. */
  catalogues: Record<string, string[]>;
  /** Checked for the local demo (EMULATORS=1): the settings only production needs (its secrets) are not asked for. */
  demo?: boolean;
}

export function checkMerchant(input: CheckMerchantInput): MerchantProblem[] {
  const { code, configDir, bundlesRoot } = input;
  const merchantsDir = path.join(configDir, 'merchants');
  if (!fs.existsSync(path.join(merchantsDir, code)))
    return [{ file: `merchants/${code}`, field: '(folder)', message: `no data folder for merchant ${code}` }];

  const problems: MerchantProblem[] = [];
  const parsed: Record<string, unknown> = {};
  for (const { file: fileName, schema } of Object.values(MERCHANT_FILES)) {
    const file = `merchants/${code}/${fileName}`;
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(path.join(merchantsDir, code, fileName), 'utf8'));
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      problems.push({ file, field: '(file)', message: missing ? 'missing' : `not valid JSON (${(error as Error).message})` });
      continue;
    }
    const result = schema.safeParse(json);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push({ file, field: issue.path.join('.') || '(file)', message: issue.message });
      continue;
    }
    parsed[fileName] = result.data;
    problems.push(...merchantFileProblems({ code, fileName, value: result.data, merchantsDir }));
    // The same words production mode stops with at start (wps/cashier/callback-secrets.ts).
    const secret =
      fileName === 'integrations.json' && !input.demo ? merchantSecretProblem((result.data as IntegrationsFile).payment) : null;
    if (secret)
      problems.push({
        file,
        field: 'payment.callbackSecret',
        message: `${secret.replace(/^payment\.callbackSecret /, '')}: production mode refuses to start`,
      });
  }

  const merchant = parsed['merchant.json'] as MerchantFile | undefined;
  if (merchant) {
    problems.push(...missingCatalogues(code, merchant.languages, input.catalogues));
    for (const [fileName, value] of Object.entries(parsed))
      problems.push(...missingDefaultLanguage(code, fileName, value, merchant.defaultLanguage));
  }

  // The merchant's own registry, or the default one it is served.
  const own = path.join(configDir, 'registry', `${code}.json`);
  const registryFile = fs.existsSync(own) ? own : path.join(configDir, 'registry', 'default.json');
  const relative = path.relative(configDir, registryFile);
  try {
    problems.push(...registryProblems({ file: relative, value: JSON.parse(fs.readFileSync(registryFile, 'utf8')), bundlesRoot }).problems);
  } catch (error) {
    problems.push({ file: relative, field: '(file)', message: `not readable JSON (${(error as Error).message})` });
  }
  return problems;
}

/** Languages with a catalogue, per bundle, from the sources' locales folders. */
export function sourceCatalogues(repoRoot: string): Record<string, string[]> {
  const folders: Record<string, string> = {
    shell: 'shared/src/i18n/locales',
    'mf-auth': 'mf-auth/src/locales',
    'mf-games': 'mf-games/src/locales',
    'mf-member': 'mf-member/src/locales',
    'mf-promotions': 'mf-promotions/src/locales',
    'mf-pwa': 'mf-pwa/src/locales',
  };
  return Object.fromEntries(
    Object.entries(folders).map(([bundle, folder]) => {
      const dir = path.join(repoRoot, folder);
      const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      return [bundle, files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5))];
    }),
  );
}
