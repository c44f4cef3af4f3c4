/**
 * What the render tier reads from the shell page the backend made for this request (issue 34):
 * the merchant the backend decided (its `<meta name="merchant">`) and the registry it embedded
 * (static/page-merchant.ts, static/page-registry.ts). The tier never reads the config folder: the
 * backend stays the one place that decides a request's merchant and registry.
 */
import { EMBEDDED_REGISTRY_ID } from '@m/shared/contract';

const MERCHANT_META = /<meta name="merchant" content="([a-z0-9_-]+)">/i;
const REGISTRY_SCRIPT = new RegExp(`<script type="application/json" id="${EMBEDDED_REGISTRY_ID}">([^<]*)</script>`);

export function pageMerchantOf(html: string): string | null {
  return MERCHANT_META.exec(html)?.[1] ?? null;
}

/** The registry's JSON text as embedded (`<` was written `\u003c`, which JSON reads back). */
export function embeddedRegistryOf(html: string): string | null {
  return REGISTRY_SCRIPT.exec(html)?.[1] ?? null;
}
