/** Which desks go where (SPEC 3 csPosition) and which one a launch opens first. */
import type { ChatDesk } from './chat-api';

export const FLOAT_POSITION = 'float';

/** The floating button: the first desk placed there. */
export function floatingDesk(desks: readonly ChatDesk[]): ChatDesk | null {
  return desks.find((desk) => desk.csPosition === FLOAT_POSITION) ?? null;
}

/** The desk the server opens by default (label-specific first): the one unread messages belong to. */
export function primaryDesk(desks: readonly ChatDesk[]): ChatDesk | null {
  return desks.find((desk) => desk.labelIds.length > 0) ?? desks[0] ?? null;
}

/** Scripts to inject: each provider's once, http(s) or same-site only. */
export function scriptsToInject(desks: readonly ChatDesk[]): string[] {
  const urls = desks
    .map((desk) => desk.scriptUrl)
    .filter((url): url is string => typeof url === 'string' && (url.startsWith('https://') || /^\/[^/\\]/.test(url)));
  return [...new Set(urls)];
}
