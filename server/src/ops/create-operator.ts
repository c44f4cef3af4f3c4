/**
 * Makes an operator: the one path the CLI (`pnpm ops-user add`), the demo's operators and the
 * tests take. The password is generated unless given; the authenticator secret always is. Both
 * are returned once for the person to keep, and only the password's hash is stored.
 */
import crypto from 'node:crypto';
import type { OpsRole } from '@m/shared/ops';
import { hashPassword } from '../wps/auth/password-hasher';
import { OPERATOR_NAME, OPS_ROLES, type OperatorStore } from './operator-store';
import { newTotpSecret, otpauthUri } from './operator-totp';

export interface OperatorRequest {
  name: string;
  role: OpsRole;
  /** Release managers cover every merchant; the others name theirs (a viewer may have '*'). */
  merchants: string[] | '*';
  password?: string;
}

export interface CreatedOperator {
  name: string;
  role: OpsRole;
  merchants: string[] | '*';
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

export const MIN_PASSWORD_LENGTH = 12;

/** Throws with a message for the person creating the operator when the request does not hold. */
export function checkOperatorRequest(request: OperatorRequest, knownMerchants: string[]): void {
  if (!OPERATOR_NAME.test(request.name)) throw new Error(`"${request.name}" must be 1-64 lower-case letters, digits and . _ @ -`);
  if (!OPS_ROLES.includes(request.role)) throw new Error(`--role must be one of ${OPS_ROLES.join(', ')}`);
  if (request.role === 'release-manager' && request.merchants !== '*')
    throw new Error('a release manager covers every merchant: leave out --merchant');
  if (request.role === 'merchant-admin' && (request.merchants === '*' || request.merchants.length === 0))
    throw new Error('a merchant admin needs --merchant <code> (one or more)');
  if (request.merchants !== '*') {
    if (request.merchants.length === 0) throw new Error('name the merchants with --merchant <code>, or --merchant "*"');
    for (const code of request.merchants) if (!knownMerchants.includes(code)) throw new Error(`there is no merchant ${code}`);
  }
  if (request.password !== undefined && request.password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`a password needs at least ${MIN_PASSWORD_LENGTH} characters`);
}

export async function createOperator(
  store: OperatorStore,
  request: OperatorRequest,
  knownMerchants: string[],
  now: number,
): Promise<CreatedOperator> {
  checkOperatorRequest(request, knownMerchants);
  const password = request.password ?? crypto.randomBytes(18).toString('base64url');
  const totpSecret = newTotpSecret();
  store.create({
    name: request.name,
    passwordHash: await hashPassword(password),
    totpSecret,
    role: request.role,
    merchants: request.merchants,
    now,
  });
  return {
    name: request.name,
    role: request.role,
    merchants: request.merchants,
    password,
    totpSecret,
    otpauthUri: otpauthUri(request.name, totpSecret),
  };
}
