/**
 * The shell's index.html with this response's CSP nonce on its script tags, and the policy that
 * names that nonce and what the request's merchant loads from: its registry's allowed origins
 * and its other domains. The file is read once per change (its mtime), the nonce drawn per response.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestMerchant } from '../tenancy/tenant-directory';
import type { RegistryRead } from '../federation/registry-files';
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

/**
 * `allowedOrigins` of the registry the request's merchant gets (its own, else the default; the
 * default's when tenants.json is unreadable and there is no merchant).
 */
export async function registryOrigins(read: RegistryRead, merchant: string | null): Promise<string[]> {
  for (const name of [merchant ?? 'default', 'default']) {
    try {
      const text = await read(name);
      if (text === null) continue;
      const doc = JSON.parse(text) as { allowedOrigins?: unknown };
      if (Array.isArray(doc.allowedOrigins)) return doc.allowedOrigins.filter((value): value is string => typeof value === 'string');
    } catch {
      // Unreadable or malformed: try the next; the shell falls back the same way.
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
export function domainRouteOrigins(configDir: string, merchant: RequestMerchant, protocol: string): string[] {
  if (!merchant.known || merchant.code === null || !/^[A-Za-z0-9_-]{1,64}$/.test(merchant.code)) return [];
  const port = /:(\d{1,5})$/.exec(merchant.authority)?.[1];
  try {
    const file = JSON.parse(fs.readFileSync(path.join(configDir, 'merchants', merchant.code, 'merchant.json'), 'utf8')) as {
      domainRoute?: { domains?: { domain?: unknown }[] };
    };
    return (file.domainRoute?.domains ?? [])
      .map((entry) => entry?.domain)
      .filter((domain): domain is string => typeof domain === 'string' && /^[a-z0-9.-]{1,253}$/i.test(domain))
      .map((domain) => `${protocol}://${domain}${port ? `:${port}` : ''}`);
  } catch {
    return []; // unreadable: the merchant answers merchant_config_invalid anyway
  }
}

export interface ShellPageInput {
  /** The request's merchant (request.merchant). */
  merchant: RequestMerchant;
  /** The request's registry reader: the page's own copy of the registry reads the same files. */
  registry: RegistryRead;
  protocol: string;
  /** The release bucket's origin (issue 38): remotes may load from it whatever the registry lists. */
  releaseOrigins?: readonly string[];
}

export async function shellPage(
  indexPath: string,
  configDir: string,
  input: ShellPageInput,
): Promise<{ html: string; csp: string } | null> {
  const html = readShell(indexPath);
  if (html === null) return null;
  const nonce = crypto.randomBytes(18).toString('base64');
  const merchantOrigins = domainRouteOrigins(configDir, input.merchant, input.protocol);
  return {
    html: withNonce(html, nonce),
    csp: buildCsp({
      nonce,
      allowedOrigins: [...(await registryOrigins(input.registry, input.merchant.code)), ...(input.releaseOrigins ?? [])],
      merchantOrigins,
    }),
  };
}
