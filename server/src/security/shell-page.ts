/**
 * The shell's index.html with this response's CSP nonce on its script tags, and the policy that
 * names that nonce and the merchant registry's allowed origins. The file is read once per change
 * (its mtime), the nonce drawn per response.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readTenantConfig, resolveTenant } from '../tenancy/tenants';
import { buildCsp } from './content-security-policy';

let cached: { file: string; mtimeMs: number; html: string } | null = null;

function readShell(file: string): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (cached && cached.file === file && cached.mtimeMs === stat.mtimeMs) return cached.html;
  const html = fs.readFileSync(file, 'utf8');
  cached = { file, mtimeMs: stat.mtimeMs, html };
  return html;
}

/** `allowedOrigins` of the registry this host's merchant gets (its own, else the default). */
export function registryOrigins(configDir: string, hostHeader: string | undefined): string[] {
  let merchant = 'default';
  try {
    merchant = resolveTenant(readTenantConfig(configDir), hostHeader).merchant;
  } catch {
    // tenants.json unreadable: the default registry's origins.
  }
  for (const name of [merchant, 'default']) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) continue;
    try {
      const doc = JSON.parse(fs.readFileSync(path.join(configDir, 'registry', `${name}.json`), 'utf8')) as { allowedOrigins?: unknown };
      if (Array.isArray(doc.allowedOrigins)) return doc.allowedOrigins.filter((value): value is string => typeof value === 'string');
    } catch {
      // Missing or malformed: try the next; the shell falls back the same way.
    }
  }
  return [];
}

export function withNonce(html: string, nonce: string): string {
  // Script preloads too: under 'strict-dynamic' a preload is fetched only if it names the nonce.
  return html.replace(/<script\b/g, `<script nonce="${nonce}"`).replace(/<link (?=[^>]*\bas="?script\b)/g, `<link nonce="${nonce}" `);
}

/**
 * The merchant's other domains (merchant.json domainRoute), as origins of the page's own scheme
 * and port: the fast-domain measurement pings them (shell/src/fast-domain).
 */
export function domainRouteOrigins(configDir: string, hostHeader: string | undefined, protocol: string): string[] {
  let merchant: string;
  try {
    const tenant = resolveTenant(readTenantConfig(configDir), hostHeader);
    if (!tenant.known) return [];
    merchant = tenant.merchant;
  } catch {
    return [];
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(merchant)) return [];
  const port = /:(\d{1,5})$/.exec(hostHeader ?? '')?.[1];
  try {
    const file = JSON.parse(fs.readFileSync(path.join(configDir, 'merchants', merchant, 'merchant.json'), 'utf8')) as { domainRoute?: { domains?: { domain?: unknown }[] } };
    return (file.domainRoute?.domains ?? [])
      .map((entry) => entry?.domain)
      .filter((domain): domain is string => typeof domain === 'string' && /^[a-z0-9.-]{1,253}$/i.test(domain))
      .map((domain) => `${protocol}://${domain}${port ? `:${port}` : ''}`);
  } catch {
    return []; // unreadable: the merchant answers merchant_config_invalid anyway
  }
}

export function shellPage(indexPath: string, configDir: string, hostHeader: string | undefined, protocol = 'https'): { html: string; csp: string } | null {
  const html = readShell(indexPath);
  if (html === null) return null;
  const nonce = crypto.randomBytes(18).toString('base64');
  const merchantOrigins = domainRouteOrigins(configDir, hostHeader, protocol);
  return { html: withNonce(html, nonce), csp: buildCsp({ nonce, allowedOrigins: registryOrigins(configDir, hostHeader), merchantOrigins }) };
}
