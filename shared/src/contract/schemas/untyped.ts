/**
 * Transitional: the endpoints no area file declares yet answer `unknown` and take anything
 * (the server keeps its local schemas for them). This covers exactly the catalogue minus the
 * typed endpoints; untyped.test.ts lists the ones left, and that list may only shrink.
 */
import { z } from 'zod';
import { ENDPOINTS, type EndpointName } from '../../api/endpoints';

const loose = { body: z.unknown(), query: z.unknown(), answer: z.unknown() };
export type UntypedContract = typeof loose;

/** A loose entry for every endpoint of the catalogue that `typed` does not declare. */
export function untypedExcept<T extends Partial<Record<EndpointName, unknown>>>(typed: T): Record<Exclude<EndpointName, keyof T>, UntypedContract> {
  const names = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => !Object.prototype.hasOwnProperty.call(typed, name));
  return Object.fromEntries(names.map((name) => [name, loose])) as Record<Exclude<EndpointName, keyof T>, UntypedContract>;
}

/** True while an endpoint has no schemas of its own (the server then keeps its local ones). */
export function isUntyped(contract: unknown): boolean {
  return contract === loose;
}

/** The names of the endpoints still untyped in a contract (see untyped.test.ts). */
export function untypedEndpoints(contract: Record<string, unknown>): string[] {
  return Object.keys(contract).filter((name) => isUntyped(contract[name]));
}
