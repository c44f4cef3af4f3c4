/**
 * Carries out a LinkAction (./link-action.ts) on the page: in-app navigation through the
 * parcel's `navigate`, the login dialog over the bus, and external links through an anchor with
 * rel="noopener noreferrer", so the opened page gets neither this window nor its address.
 */
import { bus, pageLocation, sessionStore, systemConfig, useBehavior } from '@m/shared';
import type { LinkAction, LinkContext } from './link-action';

let sequence = 0;

/** The context of a click now: the current session and the merchant's token allow-list. */
export function currentLinkContext(): LinkContext {
  const session = sessionStore.current;
  return {
    // The server's render draws the same hrefs as the browser (issue 23).
    origin: pageLocation().origin,
    session: session?.token ? { token: session.token, userName: session.userName ?? '' } : null,
    tokenHosts: systemConfig.value?.status.tokenLinkHosts ?? [],
  };
}

/** Whether a member is signed in, for the `href`s shown (bannerDisplayAction): the server's render and hydration read a guest, then the page's session. */
export function useSignedIn(): boolean {
  return Boolean(useBehavior(sessionStore.subject)?.token);
}

/** The href to show for an action (the real work happens on click). */
export function hrefOf(action: LinkAction, basePath: string): string | undefined {
  if (action.kind === 'navigate') return `${basePath}${action.to}`;
  if (action.kind === 'open') return action.url;
  if (action.kind === 'login') return `${basePath}/login`;
  return undefined;
}

export function followLink(action: LinkAction, navigate: (to: string) => void): void {
  switch (action.kind) {
    case 'navigate':
      navigate(action.to);
      return;
    case 'login':
      sequence += 1;
      bus.publish('auth.dialog.open', {
        requestId: `promotions-${Date.now().toString(36)}-${sequence}`,
        dialog: 'login',
        reason: action.reason,
      });
      return;
    case 'open': {
      const anchor = document.createElement('a');
      anchor.href = action.url;
      anchor.target = action.target;
      anchor.rel = 'noopener noreferrer';
      anchor.style.display = 'none';
      document.body.appendChild(anchor);
      anchor.click();
      anchor.remove();
      return;
    }
    default:
  }
}
