/**
 * What an operator or a test can read from the console: the registry in force and the identity
 * of the shared bus (each remote exposes the one it sees, so a test can compare them).
 */
import { bus, BUS_VERSION } from '@m/shared';
import type { RegistryDocument } from './federation/registry-document';

declare global {
  interface Window {
    __M_SHELL__?: { busInstanceId: string; busVersion: string; registry: RegistryDocument; version: string };
  }
}

export function exposeDiagnostics(registry: RegistryDocument): void {
  window.__M_SHELL__ = { busInstanceId: bus.instanceId, busVersion: BUS_VERSION, registry, version: __BUNDLE_VERSION__ };
}
