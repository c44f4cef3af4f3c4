/** The promotions endpoints' requests and answers (see ../endpoint-contract.ts). */
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../../api/endpoints';

export const PROMOTIONS_CONTRACT = {} satisfies Partial<Record<EndpointName, EndpointContract>>;
