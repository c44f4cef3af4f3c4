/**
 * What the console's routes use, built once by registerOpsApi: the operator stores, the
 * backend's own stores and limiters (read, never changed), and the release service when the
 * backend has a release bucket.
 */
import type { OpsOperator } from '@m/shared/ops';
import type { WpsContext } from '../wps/wps-context';
import type { TenantDirectory } from '../tenancy/tenant-directory';
import type { CspReports } from '../security/csp-reports';
import type { OperatorStore } from './operator-store';
import type { OpsSessionStore } from './ops-session-store';
import type { SignInLimits } from './sign-in-limits';
import type { OpsReleaseBackend } from './release-backend';
import type { RenderTierReports } from './render-tier-reports';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator (set by the console API's session check). */
    operator?: OpsOperator;
  }
}

export interface OpsContext {
  wps: WpsContext;
  tenants: TenantDirectory;
  configDir: string;
  operators: OperatorStore;
  sessions: OpsSessionStore;
  limits: SignInLimits;
  /** Null when the backend has no release bucket: the releases and audit routes answer 503. */
  releases: OpsReleaseBackend | null;
  /** The CSP reports counted so far, and how full the server-wide cap is. */
  csp: CspReports | null;
  /** The render instances' latest figures (render-tier-reports.ts). */
  renderTier: RenderTierReports;
  /** Secure on the cookie (production); the local demo runs on http://127.0.0.1. */
  secureCookie: boolean;
  clock: () => number;
}
