/**
 * The merchant's status and configuration (SPEC section 3 "Status and config object") and its
 * country info, as types. They come from the contract's schemas (../contract/schemas/system.ts),
 * so the server's answer and what the bundles read cannot drift apart; importing them costs
 * no byte (type-only) and brings no rxjs: the server uses this file too.
 */
import type { z } from 'zod';
import type { analyticsDomain, countryInfo, firebaseSettings, systemStatus } from './schemas/system';

export { ANALYTICS_CHANNELS, WHITELABEL_FLAGS, type AnalyticsChannel, type WhitelabelFlag } from './whitelabel-flags';
export type FirebaseSettings = z.output<typeof firebaseSettings>;
export type AnalyticsDomain = z.output<typeof analyticsDomain>;
export type SystemStatus = z.output<typeof systemStatus>;
export type CountryInfo = z.output<typeof countryInfo>;
export type AnalyticsConfig = SystemStatus['analytics'];
