/** The floating chat button (csPosition float), for a signed-in member on every page but the member centre's own list. */
import { useState } from 'react';
import { useBehavior, useTranslation } from '@m/shared';
import type { KnownDesk } from './chat-desks';
import { openChat } from './open-chat';
import { unreadCount$ } from './unread-count';

export function FloatingChat({ desk }: { desk: KnownDesk }) {
  const { t } = useTranslation('member');
  const unread = useBehavior(unreadCount$);
  const [opening, setOpening] = useState(false);
  return (
    <button
      type="button"
      className="mc-float-chat"
      data-testid="floating-chat"
      disabled={opening}
      onClick={() => {
        setOpening(true);
        openChat(desk.csType, t('chat_title')).catch(() => setOpening(false));
      }}
    >
      {/* Named by text, not aria-label: the visible badge number is part of the name (WCAG 2.5.3). */}
      <span aria-hidden="true">💬</span>
      <span className="visually-hidden">{t('chat_open')} </span>
      {unread > 0 && (
        <>
          <span className="mc-badge">{unread}</span>
          <span className="visually-hidden"> ({t('chat_unread', { count: unread })})</span>
        </>
      )}
    </button>
  );
}
