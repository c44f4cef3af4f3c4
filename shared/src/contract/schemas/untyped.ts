/**
 * Transitional: the endpoints whose schemas have not been written yet answer `unknown`. An
 * endpoint leaves this list when its area file declares it; the list must end empty.
 */
import { z } from 'zod';
import { ENDPOINTS, type EndpointName } from '../../api/endpoints';

const loose = { body: z.unknown(), query: z.unknown(), answer: z.unknown() };

export const UNTYPED_CONTRACT = Object.fromEntries(Object.keys(ENDPOINTS).map((name) => [name, loose])) as Record<EndpointName, typeof loose>;

/** True while an endpoint has no schemas of its own (the server then keeps its local ones). */
export function isUntyped(contract: unknown): boolean {
  return contract === loose;
}
