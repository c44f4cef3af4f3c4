/**
 * Start-up step: once per session, measure the merchant's domains and move the player to the
 * fastest one, on the same page (jump-url.ts). It waits for the page's load and idle time (issue
 * 40: its pings used to go out during hydration, timed on a busy main thread, and competed with the
 * first view for the network), never blocks the first view, and gives up the jump when the player
 * has already started doing something on this page (a tap or a key): nothing the player did may be
 * lost to a reload.
 */
import { afterLoadWhenIdle, api, currentLanguage, sessionStore, tracking, webStorage } from '@m/shared';
import { chooseFastDomain, normaliseDomain, type DomainTiming } from './choose-fast-domain';
import { jumpUrl } from './jump-url';
import { markMeasured, wasMeasured, type FlagStorage } from './measured-flag';
import { measureDomains } from './measure-domains';

export interface FastDomainDeps {
  location: Pick<Location, 'hostname' | 'protocol' | 'port' | 'pathname' | 'search' | 'replace'>;
  session: FlagStorage | null;
  domainRoute: () => Promise<{ domains?: readonly { domain?: unknown }[] } | null | undefined>;
  measure: (domains: readonly string[], originOf: (domain: string) => string) => Promise<DomainTiming[]>;
  /** True once the player interacted with this page. */
  interacted: () => boolean;
  token: () => string | null;
  /** The server's signed single-use hand-over for the session (null without one, or when it cannot be had). */
  handOver: () => Promise<string | null>;
  language: () => string;
  trackingParams: () => Record<string, string | undefined>;
  /** Resolves once the page has loaded and the main thread is idle: nothing is asked before. */
  idle: () => Promise<void>;
}

export type FastDomainOutcome = 'skipped' | 'stay' | 'interacted' | { jumped: string };

export async function runFastDomain(deps: FastDomainDeps): Promise<FastDomainOutcome> {
  if (wasMeasured(deps.session)) return 'skipped';
  await deps.idle();
  if (wasMeasured(deps.session)) return 'skipped';
  markMeasured(deps.session);
  let listed: string[];
  try {
    const route = await deps.domainRoute();
    listed = (route?.domains ?? []).map((entry) => normaliseDomain(entry?.domain)).filter((domain): domain is string => domain !== null);
  } catch {
    return 'stay';
  }
  const here = deps.location.hostname.toLowerCase();
  if (listed.filter((domain) => domain !== here).length === 0) return 'stay';
  const { protocol, port } = deps.location;
  const originOf = (domain: string) => `${protocol}//${domain}${port ? `:${port}` : ''}`;
  const timings = await deps.measure([...new Set([here, ...listed])], originOf);
  const target = chooseFastDomain(here, listed, timings);
  if (!target) return 'stay';
  if (deps.interacted()) return 'interacted';
  const token = deps.token();
  // Without the hand-over the other side asks the player whose session it is: no silent sign-in.
  const handOver = token ? await deps.handOver().catch(() => null) : null;
  if (deps.interacted()) return 'interacted';
  deps.location.replace(
    jumpUrl({
      domain: target,
      protocol,
      port,
      path: `${deps.location.pathname}${deps.location.search}`,
      token,
      handOver,
      language: deps.language(),
      tracking: deps.trackingParams(),
      now: Date.now(),
    }),
  );
  return { jumped: target };
}

/**
 * Whether the player has started something on the page: a tap, a key, or text that came without
 * either (the keyboard's autofill, a password manager, dictation fire only `input`). A jump then
 * would lose it, so the page stays.
 */
export function watchInteraction(target: Pick<EventTarget, 'addEventListener'>): () => boolean {
  let interacted = false;
  const mark = () => {
    interacted = true;
  };
  for (const type of ['pointerdown', 'keydown', 'input'] as const)
    target.addEventListener(type, mark, { capture: true, once: true, passive: true });
  return () => interacted;
}

/** The page's wiring: real storage, API, session and tracking. */
export function startFastDomain(): Promise<FastDomainOutcome> {
  const interacted = watchInteraction(window);
  return runFastDomain({
    location: window.location,
    // Storage disabled: null, and then it never measures (see wasMeasured).
    session: webStorage('session'),
    domainRoute: () => api.call('domainRoute', { notify: false }) as Promise<{ domains?: { domain?: unknown }[] }>,
    measure: (domains, originOf) => measureDomains(domains, originOf),
    interacted,
    token: () => sessionStore.token || null,
    handOver: async () => (await api.call('handOverIssue', { notify: false })).handOver,
    language: currentLanguage,
    trackingParams: () => ({ ...tracking.state.visit }),
    idle: () => new Promise<void>((resolve) => void afterLoadWhenIdle(resolve)),
  })
    .catch((): FastDomainOutcome => 'stay')
    .then((outcome) => {
      // The decision, observable by support staff and tests (a jump leaves the page anyway).
      document.documentElement.dataset.fastDomain = typeof outcome === 'string' ? outcome : 'jumped';
      return outcome;
    });
}
