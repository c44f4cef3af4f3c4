import type { Page } from '@playwright/test';

export interface RemoteFailure {
  remote: string;
  version: string;
  module: string;
  reason: string;
  message: string;
}

/** The remote failures the shell published on the bus during this page view. */
export async function remoteFailures(page: Page): Promise<RemoteFailure[]> {
  return page.evaluate(() => (window as unknown as { __M_SHELL__?: { failures: RemoteFailure[] } }).__M_SHELL__?.failures ?? []);
}

export async function shellDiagnostics(page: Page): Promise<{ busInstanceId: string; registry: { merchant: string; remotes: { name: string; version: string }[] } }> {
  return page.evaluate(() => (window as unknown as { __M_SHELL__: { busInstanceId: string; registry: { merchant: string; remotes: { name: string; version: string }[] } } }).__M_SHELL__);
}
