/**
 * What an operator or a test can read from the console: the registry in force, the identity of
 * the shared bus (each remote's pages carry the id they see, so a test can compare them), and
 * the remote failures of this page view with their name, version and reason, and the decisions
 * that showed nothing (decisions.ts).
 */
import { bus, BUS_VERSION, tracking, type EventCatalogue, type RegistryDocument } from '@m/shared';
import { decisions, type Decision } from './decisions';

interface ShellDiagnostics {
  busInstanceId: string;
  busVersion: string;
  registry: RegistryDocument;
  version: string;
  failures: EventCatalogue['remote.failed'][];
  /** What the shell kept from the launch URL's redirectUrl / backUrl (null: absent or refused as unsafe). */
  launch: { redirectUrl: string | null; backUrl: string | null; blocksAutoLogin: boolean };
  /** Decisions that show nothing (decisions.ts). */
  decisions: Decision[];
}

declare global {
  interface Window {
    __M_SHELL__?: ShellDiagnostics;
  }
}

const MAX_FAILURES = 50;

export function exposeDiagnostics(registry: RegistryDocument): void {
  const failures: EventCatalogue['remote.failed'][] = window.__M_SHELL__?.failures ?? [];
  const launch = { redirectUrl: tracking.redirectUrl(), backUrl: tracking.backUrl(), blocksAutoLogin: tracking.blocksAutoLogin() };
  window.__M_SHELL__ = {
    busInstanceId: bus.instanceId,
    busVersion: BUS_VERSION,
    registry,
    version: __BUNDLE_VERSION__,
    failures,
    launch,
    decisions,
  };
  bus.on('remote.failed').subscribe((failure) => {
    failures.push(failure);
    if (failures.length > MAX_FAILURES) failures.shift();
  });
}
