/** Which desks go where (SPEC 3 csPosition) and which one a launch opens first. */
import type { ChatDesk } from './chat-api';

export const FLOAT_POSITION = 'float';

/** A desk as the status names it (SPEC 3 customerService): all a launch needs is its csType. */
export type KnownDesk = Pick<ChatDesk, 'csType' | 'csPosition' | 'labelIds'>;

/** The floating button: the first desk placed there. */
export function floatingDesk<T extends KnownDesk>(desks: readonly T[]): T | null {
  return desks.find((desk) => desk.csPosition === FLOAT_POSITION) ?? null;
}

/**
 * The floating button's desk: the member's list's, else (the list could not be read, or came back
 * empty) the merchant's general floating desk from the status the page started with, so a member
 * still reaches customer service. Null: no desk at all is known.
 */
export function floatingChoice(list: readonly ChatDesk[] | 'failed', statusDesks: readonly KnownDesk[]): KnownDesk | null {
  if (list !== 'failed' && list.length > 0) return floatingDesk(list);
  return floatingDesk(statusDesks.filter((desk) => desk.labelIds.length === 0));
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
