/**
 * The request and answer of every endpoint of the catalogue (shared/src/contract/endpoints.ts), one
 * schema file per area under ./schemas. Server and tests import this; browser code imports
 * only the types of ./types.ts.
 */
import type { EndpointName } from './endpoints';
import type { EndpointContract } from './endpoint-contract';
import { CASHIER_CONTRACT } from './schemas/cashier';
import { INBOX_CONTRACT } from './schemas/inbox';
import { SECURITY_CONTRACT } from './schemas/security';
import { LIMITS_CONTRACT } from './schemas/limits';
import { PROMOTION_CLAIMS_CONTRACT } from './schemas/promotion-claims';
import { DOWNLOAD_CONTRACT } from './schemas/download';
import { GAMES_CONTRACT } from './schemas/games';
import { MEMBER_CENTRE_CONTRACT } from './schemas/member-centre';
import { PASSWORD_CONTRACT } from './schemas/password';
import { PROMOTIONS_CONTRACT } from './schemas/promotions';
import { PUSH_CONTRACT } from './schemas/push';
import { REGISTRATION_CONTRACT } from './schemas/registration';
import { REWARDS_CONTRACT } from './schemas/rewards';
import { SESSION_CONTRACT } from './schemas/session';
import { SYSTEM_CONTRACT } from './schemas/system';
import { TRACKING_CONTRACT } from './schemas/tracking';
import { VERIFICATION_CONTRACT } from './schemas/verification';

export const CONTRACT = {
  ...SESSION_CONTRACT,
  ...REGISTRATION_CONTRACT,
  ...PASSWORD_CONTRACT,
  ...VERIFICATION_CONTRACT,
  ...SYSTEM_CONTRACT,
  ...PUSH_CONTRACT,
  ...DOWNLOAD_CONTRACT,
  ...GAMES_CONTRACT,
  ...PROMOTIONS_CONTRACT,
  ...MEMBER_CENTRE_CONTRACT,
  ...TRACKING_CONTRACT,
  ...REWARDS_CONTRACT,
  ...CASHIER_CONTRACT,
  ...INBOX_CONTRACT,
  ...SECURITY_CONTRACT,
  ...LIMITS_CONTRACT,
  ...PROMOTION_CLAIMS_CONTRACT,
} satisfies Record<EndpointName, EndpointContract>;

export type Contract = typeof CONTRACT;
