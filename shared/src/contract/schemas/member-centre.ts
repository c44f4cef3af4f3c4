/** The member-centre endpoints' requests and answers (see ../endpoint-contract.ts). */
import type { EndpointContract } from '../endpoint-contract';
import type { EndpointName } from '../../api/endpoints';

export const MEMBER_CENTRE_CONTRACT = {} satisfies Partial<Record<EndpointName, EndpointContract>>;
