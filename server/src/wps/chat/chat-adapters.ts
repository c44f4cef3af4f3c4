/**
 * One adapter per customer-service provider (SPEC 3 csType): the URL that opens the member's
 * chat and the provider's widget script, built the way each provider documents them.
 * - LIVECHAT: direct chat link https://direct.lc.chat/<licence>/ (name, email, group params).
 * - COMM100 / COMM100VIP: chat window https://vue.comm100.com/chatwindow.aspx?siteId=&planId=,
 *   widget https://vue.comm100.com/livechat.ashx?siteId=.
 * - AICAN, MIDUOKE and others: the operator configures the provider's chat page as `path`; the
 *   member, language, title, back URL and b2c flag travel as its query.
 * Without an `account` every provider falls back to its configured `path`.
 */
export interface ChatEntry {
  csType: string;
  path: string;
  account?: string;
  plan?: string;
  script?: string;
}

export interface ChatLaunch {
  member: string;
  language: string;
  title?: string;
  backUrl?: string;
  b2c?: string;
}

export interface ChatAdapter {
  launchUrl(entry: ChatEntry, launch: ChatLaunch, origin: string): string;
  scriptUrl(entry: ChatEntry): string | null;
}

function absolute(path: string, origin: string): URL {
  return new URL(path.startsWith('/') ? `${origin}${path}` : path);
}

const pageAdapter: ChatAdapter = {
  launchUrl(entry, launch, origin) {
    const url = absolute(entry.path, origin);
    url.searchParams.set('user', launch.member);
    url.searchParams.set('language', launch.language);
    if (launch.title) url.searchParams.set('title', launch.title);
    if (launch.backUrl) url.searchParams.set('backUrl', launch.backUrl);
    if (launch.b2c) url.searchParams.set('b2c', launch.b2c);
    return url.toString();
  },
  scriptUrl: (entry) => entry.script ?? null,
};

const liveChat: ChatAdapter = {
  launchUrl(entry, launch, origin) {
    if (!entry.account) return pageAdapter.launchUrl(entry, launch, origin);
    const url = new URL(`https://direct.lc.chat/${encodeURIComponent(entry.account)}/`);
    url.searchParams.set('name', launch.member);
    return url.toString();
  },
  scriptUrl: (entry) => entry.script ?? null,
};

const comm100: ChatAdapter = {
  launchUrl(entry, launch, origin) {
    if (!entry.account) return pageAdapter.launchUrl(entry, launch, origin);
    const url = new URL('https://vue.comm100.com/chatwindow.aspx');
    url.searchParams.set('siteId', entry.account);
    if (entry.plan) url.searchParams.set('planId', entry.plan);
    url.searchParams.set('visitorName', launch.member);
    return url.toString();
  },
  scriptUrl: (entry) =>
    entry.script ?? (entry.account ? `https://vue.comm100.com/livechat.ashx?siteId=${encodeURIComponent(entry.account)}` : null),
};

export const CHAT_ADAPTERS: Record<string, ChatAdapter> = {
  LIVECHAT: liveChat,
  COMM100: comm100,
  COMM100VIP: comm100,
  AICAN: pageAdapter,
  MIDUOKE: pageAdapter,
};

export function chatAdapter(csType: string): ChatAdapter {
  return CHAT_ADAPTERS[csType] ?? pageAdapter;
}

/** The local stand-in provider (EMULATORS=1): every csType opens this server's chat page. */
export const STAND_IN_CHAT_PATH = '/__emulators/chat';
export const STAND_IN_WIDGET_PATH = '/__emulators/chat/widget.js';

export function standInLaunchUrl(origin: string, merchant: string, ticket: string, csType: string, launch: ChatLaunch): string {
  const url = new URL(`${origin}${STAND_IN_CHAT_PATH}/${encodeURIComponent(merchant)}`);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('desk', csType);
  url.searchParams.set('language', launch.language);
  if (launch.title) url.searchParams.set('title', launch.title);
  if (launch.backUrl) url.searchParams.set('backUrl', launch.backUrl);
  return url.toString();
}
