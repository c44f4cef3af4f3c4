/**
 * Merchants a scenario makes for itself in the end-to-end server's config copy, so it can change
 * merchant data (maintenance, restrictions, languages) without disturbing scenarios running in
 * parallel. A copy of the demo merchant, reachable as http://<code>.localhost:<port>/m/; the
 * backend re-reads a merchant file when it changes, so an edit applies to the next request.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { E2E_CONFIG_DIR, tenantUrl } from './test-server';

/** The part of merchant.json the scenarios edit. */
export interface MerchantJson {
  name: string;
  languages: string[];
  defaultLanguage: string;
  status: {
    maintenance: boolean;
    maintenanceEnd: string | null;
    test: boolean;
    regionRestriction: { blockedIps: string[]; blockedCountries: string[]; [key: string]: unknown };
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

function merchantFile(code: string): string {
  return path.join(E2E_CONFIG_DIR, 'merchants', code, 'merchant.json');
}

/**
 * A code of its own per scenario, project (android and iphone run against one server), retry and
 * repetition (`--repeat-each`): a run never reads what an earlier attempt left in its merchant.
 */
export function merchantCode(prefix: string, testInfo: TestInfo): string {
  const repeat = testInfo.repeatEachIndex > 0 ? `-r${testInfo.repeatEachIndex}` : '';
  return `${prefix}-${testInfo.project.name}-${testInfo.retry}${repeat}`
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 60);
}

export function editMerchant(code: string, edit: (merchant: MerchantJson) => void): void {
  const file = merchantFile(code);
  const merchant = JSON.parse(fs.readFileSync(file, 'utf8')) as MerchantJson;
  edit(merchant);
  fs.writeFileSync(file, JSON.stringify(merchant, null, 2));
}

/** Copies the demo merchant to `code`, applies `edit`, and returns the merchant's base URL. */
export function createMerchant(code: string, edit: (merchant: MerchantJson) => void = () => undefined): string {
  const folder = path.join(E2E_CONFIG_DIR, 'merchants', code);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.cpSync(path.join(E2E_CONFIG_DIR, 'merchants/demo'), folder, { recursive: true });
  editMerchant(code, edit);
  return tenantUrl(code);
}
