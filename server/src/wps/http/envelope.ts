/** The response envelope of every /wps call (docs/backend-contract.md, "Envelope"). */
export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface ErrorEnvelope {
  success: false;
  errorCode: string;
  message: string;
  value?: unknown;
}

export function ok<T>(value: T): SuccessEnvelope<T> {
  return { success: true, value };
}
