/**
 * mf-member's work on every page, mounted once by the shell: the chat provider's script (SPEC 9,
 * 500 ms after start-up), the unread count published on the bus for the shell's "Me", the rank
 * progress asked for at each sign-in (SPEC 4), and the floating chat button for a signed-in member.
 */
import { useEffect, useState } from 'react';
import { bus, sessionStore, type ParcelProps } from '@m/shared';
import { fetchDesks, fetchUnread, type ChatDesk } from '../chat/chat-api';
import { floatingDesk, scriptsToInject } from '../chat/chat-desks';
import { browserScriptHost, scheduleChatScripts } from '../chat/chat-script';
import { FloatingChat } from '../chat/floating-chat';
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
  const desks = useSessionDesks(token);
  useEffect(() => {
    if (desks) scheduleChatScripts(scriptsToInject(desks), browserScriptHost);
  }, [desks]);
  const floating = token && desks ? floatingDesk(desks) : null;
  // The member centre lists every desk itself.
  if (!floating || props.route === '/member/home') return null;
  return <FloatingChat desk={floating} />;
}

/** The desk list for the guest or the member, again whenever the session changes. */
function useSessionDesks(token: string | null): ChatDesk[] | null {
  const [desks, setDesks] = useState<ChatDesk[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchDesks().then(
      (list) => live && setDesks(list),
      () => live && setDesks(null),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return desks;
}
