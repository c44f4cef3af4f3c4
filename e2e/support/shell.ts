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

export async function shellDiagnostics(
  page: Page,
): Promise<{ busInstanceId: string; registry: { merchant: string; remotes: { name: string; version: string }[] } }> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __M_SHELL__: { busInstanceId: string; registry: { merchant: string; remotes: { name: string; version: string }[] } };
        }
      ).__M_SHELL__,
  );
}

/**
 * Waits until the shell has decided about `subject` (shell/src/decisions.ts, e.g. whether a
 * language change was saved on the server) and returns its latest decision. A scenario proving
 * that nothing shows waits for this, then looks.
 */
export async function shellDecision(page: Page, subject: string): Promise<string> {
  const decided = await page.waitForFunction((wanted) => {
    const all =
      (window as unknown as { __M_SHELL__?: { decisions?: { subject: string; decision: string }[] } }).__M_SHELL__?.decisions ?? [];
    return all.filter((entry) => entry.subject === wanted).pop()?.decision ?? null;
  }, subject);
  return (await decided.jsonValue()) as string;
}
