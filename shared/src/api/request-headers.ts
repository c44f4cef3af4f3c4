/**
 * The headers every /wps request carries (SPEC 7): Merchant, Language (default EN),
 * Authorization = the raw session token (no "Bearer") unless the endpoint is public, ModuleId
 * where the catalogue says; then the catalogue's and the caller's own headers.
 */
import type { ApiConfig } from './api-config';
import type { EndpointDef } from '../contract/endpoints';

export const DEFAULT_LANGUAGE_CODE = 'EN';

export function standardHeaders(
  def: EndpointDef,
  config: Pick<ApiConfig, 'merchant' | 'language' | 'token'>,
  extra?: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const merchant = config.merchant();
  if (merchant) headers.Merchant = merchant;
  headers.Language = config.language() || DEFAULT_LANGUAGE_CODE;
  if (def.auth === 'session') {
    const token = config.token();
    if (token) headers.Authorization = token;
  }
  if (def.moduleId) headers.ModuleId = def.moduleId;
  return { ...headers, ...def.headers, ...extra };
}
