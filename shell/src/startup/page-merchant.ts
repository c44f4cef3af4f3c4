/**
 * Which merchant the API client names in its `Merchant` header (SPEC 7: every request carries
 * it, status and country included). The server writes it into the page it serves
 * (`<meta name="merchant">`, server/src/static/page-merchant.ts), so it is known before the first
 * call and an operator's API may live on another host than the page. A page that came without it
 * (served as a plain file) learns it from the federation registry, which the page's own host
 * serves per merchant; only then from the status answer.
 */
const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The code in the page's `<meta name="merchant">`, or '' when there is none or it is not a code. */
export function readPageMerchant(doc: Pick<Document, 'querySelector'>): string {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="merchant"]')?.content.trim() ?? '';
  return MERCHANT_CODE.test(content) ? content : '';
}

/** The merchant's display name the server wrote into the page (`<meta name="application-name">`), or ''. */
export function pageMerchantName(doc: Pick<Document, 'querySelector'>): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content.trim().slice(0, 80) ?? '';
}

/** The registry's merchant; 'unknown' is what the shell uses when no registry could be read. */
export function registryMerchant(merchant: string): string {
  return merchant !== 'unknown' && MERCHANT_CODE.test(merchant) ? merchant : '';
}

/** The first source that names the merchant: the page, then the registry, then the status answer. */
export function apiMerchant(sources: { page: string; registry: string; status: string | undefined }): string {
  return sources.page || sources.registry || sources.status || '';
}
