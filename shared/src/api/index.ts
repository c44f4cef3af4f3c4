// The API client every bundle uses (SPEC sections 7 and 8).
export * from '../contract/endpoints';
export type { AnswerOf, BodyOf, QueryOf, LoginAnswer, RegistrationAnswer } from '../contract/types';
export { api, configureApi } from './api';
export { createApiClient, type ApiClient, type CallOptions } from './api-client';
export type { ApiConfig, ApiOptions, CipherChoice } from './api-config';
export { ApiError, isApiError, SILENT_KINDS, type ApiErrorKind, type ErrorEnvelope } from './api-error';
export { SESSION_EXPIRED_CODES, RATE_LIMIT_PREFIX, URL_NULL_CODE, ENCRYPTION_FAILED_CODE, FALLBACK_MESSAGES } from './classify-error';
export { isEnvelope, type Envelope, type SuccessEnvelope } from './envelope';
export { LOGOUT_CODES, isErrorCode } from '../contract/error-code-checks';
export type { ErrorCode, ServerErrorCode, ErrorCodeEntry, ErrorPresentation } from '../contract/error-codes';
export { loadErrorCodeTable, type ErrorCodeTable } from './error-code-table';
export type { Query, QueryValue } from './query-string';
export {
  ENCRYPTION_SCHEME,
  ENCRYPTION_ERROR_CODES,
  HEADER_ENCRYPTION,
  HEADER_RSA,
  HEADER_DIGEST,
  parseRsaHeader,
  type RsaPublicKey,
  type EncryptedRequest,
} from './encryption/protocol';
