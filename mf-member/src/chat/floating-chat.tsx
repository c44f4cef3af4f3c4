/** The floating chat button (csPosition float), for a signed-in member on every page but the member centre's own list. */
import { useState } from 'react';
import { useBehavior, useTranslation } from '@m/shared';
import type { ChatDesk } from './chat-api';
import { openChat } from './open-chat';
import { unreadCount$ } from './unread-count';

export function FloatingChat({ desk }: { desk: ChatDesk }) {
  const { t } = useTranslation('member');
  const unread = useBehavior(unreadCount$);
  const [opening, setOpening] = useState(false);
  return (
    <button
      type="button"
      className="mc-float-chat"
      data-testid="floating-chat"
      disabled={opening}
      aria-label={unread > 0 ? `${t('chat_open')} (${t('chat_unread', { count: unread })})` : t('chat_open')}
      onClick={() => {
        setOpening(true);
        openChat(desk.csType, t('chat_title')).catch(() => setOpening(false));
      }}
    >
      <span aria-hidden="true">💬</span>
      {unread > 0 && (
        <span className="mc-badge" aria-hidden="true">
          {unread}
        </span>
      )}
    </button>
  );
}
