/**
 * The merchant a console request names, checked before anything is read: a code that is not a
 * merchant is `invalid` (400), one the operator's role does not reach is `forbidden` (403).
 */
import type { FastifyRequest } from 'fastify';
import type { OpsOperator } from '@m/shared/ops';
import type { OpsContext } from './ops-context';
import { OpsHttpError } from './ops-http';
import { covers, mayChange } from './operator-access';
import { merchantCodes } from './merchant-list';

export function knownMerchant(ops: OpsContext, code: unknown): string {
  if (typeof code !== 'string' || code === '') throw new OpsHttpError('invalid', 'Name the merchant (?merchant=<code>).');
  if (!merchantCodes(ops.configDir).includes(code)) throw new OpsHttpError('invalid', `There is no merchant ${code}.`);
  return code;
}

/** The merchant to read, which the operator must be allowed to see. */
export function readableMerchant(ops: OpsContext, request: FastifyRequest, code: unknown): string {
  const merchant = knownMerchant(ops, code);
  if (!covers(request.operator!, merchant)) throw new OpsHttpError('forbidden', `Your role does not cover merchant ${merchant}.`);
  return merchant;
}

/** Throws `forbidden` unless the operator may change `merchant` (`'*'`: every merchant at once). */
export function requireChange(operator: OpsOperator, merchant: string): void {
  if (mayChange(operator, merchant)) return;
  const why =
    operator.role === 'viewer'
      ? 'A viewer cannot change releases.'
      : merchant === '*'
        ? 'Only a release manager promotes for every merchant at once.'
        : `Your role does not cover merchant ${merchant}.`;
  throw new OpsHttpError('forbidden', why);
}
