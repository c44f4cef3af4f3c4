/**
 * Loads Geetest's widget script from the merchant's `gw.GEETEST_SCRIPT_URL` (a local test
 * version in development), retrying once (SPEC 5 "Load retried once"). Resolves when the global
 * the version needs (`initGeetest` for v3, `initGeetest4` for v4) exists.
 */
export type GeetestVersion = '3' | '4';

export const GLOBAL_OF: Record<GeetestVersion, 'initGeetest' | 'initGeetest4'> = { '3': 'initGeetest', '4': 'initGeetest4' };

export type ScriptInjector = (url: string) => Promise<void>;

export const injectScript: ScriptInjector = (url) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.geetest = 'true';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.appendChild(script);
  });

const loaded = new Map<string, Promise<void>>();

export async function loadGeetestScript(
  url: string,
  version: GeetestVersion,
  inject: ScriptInjector = injectScript,
  win: Record<string, unknown> = window as unknown as Record<string, unknown>,
): Promise<void> {
  const name = GLOBAL_OF[version];
  if (typeof win[name] === 'function') return;
  let pending = loaded.get(url);
  if (!pending) {
    pending = (async () => {
      try {
        await inject(url);
      } catch {
        await inject(url); // the one retry
      }
      if (typeof win[name] !== 'function') throw new Error(`${url} did not define ${name}`);
    })();
    loaded.set(url, pending);
    // A failed load may be tried again on the next verification.
    pending.catch(() => loaded.delete(url));
  }
  await pending;
}
