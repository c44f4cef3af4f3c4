/**
 * mf-member's work on every page, mounted once by the shell: the chat provider's script (SPEC 9,
 * 500 ms after start-up), the unread count published on the bus for the shell's "Me", the rank
 * progress asked for at each sign-in (SPEC 4), and the floating chat button for a signed-in member:
 * the member's floating desk, else the merchant's general one from the status, else a button that
 * says the chat cannot be reached now and offers to try again (never no way to customer service).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, sessionStore, systemConfig, useBehavior, type ParcelProps } from '@m/shared';
import { fetchDesks, fetchUnread, type ChatDesk } from '../chat/chat-api';
import { scriptsToInject } from '../chat/chat-desks';
import { browserScriptHost, scheduleChatScripts } from '../chat/chat-script';
import { FloatingChatEntry } from '../chat/floating-chat-entry';
import { startUnreadCount } from '../chat/unread-count';
import { startInboxUnread } from '../inbox/inbox-unread';
import { startRankProgress } from '../account/rank-progress-store';
import { useSessionToken } from '../platform/session-token';
import { useMemberStyles } from '../ui/member-styles';

let started = false;

function startOnce(): void {
  if (started) return;
  started = true;
  startInboxUnread();
  // SPEC 4: rank progress is fetched when the token becomes non-empty, on whatever page.
  startRankProgress();
  startUnreadCount({
    token$: sessionStore.token$,
    fetch: fetchUnread,
    publish: (count) => bus.publish('member.unread.changed', { count }),
    every: (run, ms) => {
      const id = setInterval(run, ms);
      return () => clearInterval(id);
    },
    onVisible: (run) => {
      const listener = () => document.visibilityState === 'visible' && run();
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  });
}

export function MemberServices(props: ParcelProps) {
  useMemberStyles();
  useEffect(startOnce, []);
  const token = useSessionToken();
  const { desks, retry } = useSessionDesks(token);
  const config = useBehavior(systemConfig);
  useEffect(() => {
    if (Array.isArray(desks)) scheduleChatScripts(scriptsToInject(desks), browserScriptHost);
  }, [desks]);
  // The member centre lists every desk itself; a guest has no floating chat.
  if (!token || desks === null || props.route === '/member/home') return null;
  return <FloatingChatEntry desks={desks} statusDesks={config?.status.customerService ?? []} onRetry={retry} />;
}

/**
 * The desk list for the guest or the member, again whenever the session changes: null while
 * loading, 'failed' when it could not be read; `retry` asks again past the cache.
 */
function useSessionDesks(token: string | null): { desks: ChatDesk[] | 'failed' | null; retry: () => Promise<unknown> } {
  const [desks, setDesks] = useState<ChatDesk[] | 'failed' | null>(null);
  const generation = useRef(0);
  const load = useCallback((fresh: boolean) => {
    const mine = ++generation.current;
    return fetchDesks({ fresh }).then(
      (list) => mine === generation.current && setDesks(list),
      () => mine === generation.current && setDesks('failed'),
    );
  }, []);
  useEffect(() => {
    void load(false);
    return () => {
      generation.current += 1;
    };
  }, [token, load]);
  return { desks, retry: () => load(true) };
}
