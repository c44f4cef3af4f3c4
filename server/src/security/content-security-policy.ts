/**
 * The Content-Security-Policy of every /m page. Scripts: only the page's own, carrying this
 * response's nonce, and what they load ('strict-dynamic': the federation runtime and webpack add
 * remote scripts at run time). Hosts listed besides are for browsers without 'strict-dynamic'
 * (CSP level 2), which ignore the nonce-less rest: 'self' and the registry's allowed origins.
 * No plugins, no <base>, no framing by other sites; violations are reported to REPORT_PATH.
 */
export const REPORT_PATH = '/m/csp-report';

/**
 * Third-party services the front end talks to directly: Firebase Auth/Messaging, Google sign-in,
 * Geetest, LINE, and the ad networks of SPEC 9's tracked events (their pixels are images: img-src).
 */
const THIRD_PARTY_CONNECT = [
  'https://*.googleapis.com',
  'https://*.firebaseapp.com',
  'https://accounts.google.com',
  'https://*.geetest.com',
  'https://access.line.me',
  'https://api.line.me',
  'https://*.google-analytics.com',
  'https://*.googletagmanager.com',
  'https://*.facebook.com',
  'https://*.tiktok.com',
  'https://*.appsflyer.com',
  'https://*.adjust.com',
];

export interface CspInput {
  nonce: string;
  /** Origins of the federation registry's `allowedOrigins` (besides "self"). */
  allowedOrigins: readonly string[];
  /** Other absolute origins the merchant's files name (image CDNs, integrations). */
  merchantOrigins: readonly string[];
}

/** `https://cdn.example.com/path` → `https://cdn.example.com`; anything else → null. */
export function originOf(value: string): string | null {
  if (value === 'self') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

const unique = (values: Array<string | null>) => [...new Set(values.filter((value): value is string => value !== null))];

export function buildCsp(input: CspInput): string {
  const registry = unique(input.allowedOrigins.map(originOf));
  const merchant = unique(input.merchantOrigins.map(originOf));
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', [`'nonce-${input.nonce}'`, "'strict-dynamic'", "'self'", ...registry]],
    ['connect-src', ["'self'", ...registry, ...merchant, ...THIRD_PARTY_CONNECT]],
    // Remotes inject their styles at run time (injectStyles): inline styles stay allowed.
    ['style-src', ["'self'", "'unsafe-inline'", ...registry]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...registry]],
    ['media-src', ["'self'", 'https:']],
    // Games, chat and sign-in windows of other origins open in frames.
    ['frame-src', ["'self'", 'https:']],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['report-uri', [REPORT_PATH]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
