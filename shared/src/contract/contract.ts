/**
 * The request and answer of every endpoint of the catalogue (shared/src/api/endpoints.ts), one
 * schema file per area under ./schemas. Server and tests import this; browser code imports
 * only the types of ./types.ts.
 */
import type { EndpointName } from '../api/endpoints';
import type { EndpointContract } from './endpoint-contract';
import { GAMES_CONTRACT } from './schemas/games';
import { MEMBER_CENTRE_CONTRACT } from './schemas/member-centre';
import { PROMOTIONS_CONTRACT } from './schemas/promotions';
import { TRACKING_CONTRACT } from './schemas/tracking';
import { UNTYPED_CONTRACT } from './schemas/untyped';

export const CONTRACT = {
  ...UNTYPED_CONTRACT,
  ...GAMES_CONTRACT,
  ...PROMOTIONS_CONTRACT,
  ...MEMBER_CENTRE_CONTRACT,
  ...TRACKING_CONTRACT,
} satisfies Record<EndpointName, EndpointContract>;

export type Contract = typeof CONTRACT;
