/** The member's customer-service desks (general ones and those of their club label), each opening its chat. */
import { useState } from 'react';
import { loadedValue, LoadFailed, useBehavior, useDebugMode, useLoad, useTranslation } from '@m/shared';
import { useSessionToken } from '../platform/session-token';
import { fetchDesks, type ChatDesk } from './chat-api';
import { primaryDesk } from './chat-desks';
import { openChat } from './open-chat';
import { unreadCount$ } from './unread-count';

/** `initial`: the desks the page loaded with the account, drawn at once. */
export function ChatList({ initial }: { initial?: ChatDesk[] } = {}) {
  const { t } = useTranslation('member');
  const desks = useLoad(useSessionToken(), () => fetchDesks(), { keep: true, initial });
  const list = loadedValue(desks);
  const unread = useBehavior(unreadCount$);
  const [opening, setOpening] = useState<string | null>(null);
  const primary = list ? primaryDesk(list) : null;
  // The provider code (LIVECHAT, COMM100...) is for support: shown only with ?debug=1 (issue 27).
  const debug = useDebugMode();
  const deskName = (desk: { csType: string; labelIds: string[] }) => {
    const vip = desk.labelIds.length > 0;
    if (debug) return t(vip ? 'chat_desk_vip' : 'chat_desk', { desk: desk.csType });
    return t(vip ? 'chat_desk_vip_name' : 'chat_desk_name');
  };
  return (
    <section className="mc-card" aria-labelledby="mc-chat" data-testid="chat-list">
      <h2 id="mc-chat">{t('chat_title')}</h2>
      {desks.status === 'failed' && <LoadFailed onRetry={desks.retry} />}
      {list && list.length === 0 && <p className="mc-muted">{t('chat_none')}</p>}
      <ul className="mc-list">
        {list?.map((desk) => (
          <li key={desk.csType} data-cs-type={desk.csType} data-cs-position={desk.csPosition}>
            <button
              type="button"
              className="btn mc-grow"
              disabled={opening !== null}
              data-testid={`chat-entry-${desk.csType}`}
              onClick={() => {
                setOpening(desk.csType);
                openChat(desk.csType, t('chat_title')).catch(() => setOpening(null));
              }}
            >
              {deskName(desk)}
              {/* Named by its text, not aria-label: the name must contain what is shown, the
                  badge's number included, in every language (WCAG 2.5.3). */}
              {desk === primary && unread > 0 && (
                <>
                  {' '}
                  <span className="mc-badge" data-testid="chat-unread">
                    {unread}
                  </span>
                  <span className="visually-hidden"> ({t('chat_unread', { count: unread })})</span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
