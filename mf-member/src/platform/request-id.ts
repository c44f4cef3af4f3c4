/**
 * The id one submit carries: the backend answers a repeated id (a double tap, a retry after a lost
 * answer) with the first answer, so a deposit order or a withdrawal is made once.
 */
export function newRequestId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  return `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
