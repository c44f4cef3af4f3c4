/**
 * The third-party settings of the request's merchant (request.merchant, from its host), read
 * straight from its integrations.json. The emulators stand in for services that know their
 * customer by API key or client id; here the host tells which merchant's Firebase project or
 * LINE channel is meant.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RequestMerchant } from '../tenancy/tenant-directory';

export interface TenantIntegrations {
  merchant: string;
  firebaseProjectId: string | null;
  lineClientId: string | null;
  /** The merchant's Maya partner key: the wallet issues sessions for it. */
  mayaApiKey: string | null;
}

export function tenantIntegrations(configDir: string, requestMerchant: RequestMerchant): TenantIntegrations {
  const merchant = requestMerchant.code;
  if (merchant === null) throw new Error('tenants.json is unreadable: no merchant to emulate a service for');
  let file: { firebase?: { projectId?: unknown } | null; line?: { clientId?: unknown } | null; maya?: { apiKey?: unknown } | null } = {};
  try {
    file = JSON.parse(fs.readFileSync(path.join(configDir, 'merchants', merchant, 'integrations.json'), 'utf8')) as typeof file;
  } catch {
    // no readable file: the emulators answer as for a merchant without these integrations
  }
  return {
    merchant,
    firebaseProjectId: typeof file.firebase?.projectId === 'string' ? file.firebase.projectId : null,
    lineClientId: typeof file.line?.clientId === 'string' ? file.line.clientId : null,
    mayaApiKey: typeof file.maya?.apiKey === 'string' && file.maya.apiKey !== '' ? file.maya.apiKey : null,
  };
}

/** Text for an HTML page: every character that could open markup is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
