/**
 * The page's API client. The shell configures it at start-up:
 * `configureApi({ merchant: () => code, language: currentLanguage })`.
 */
import type { ApiOptions } from './api-config';
import { createApiClient } from './api-client';

export const api = createApiClient();

export function configureApi(options: ApiOptions): void {
  api.configure(options);
}
