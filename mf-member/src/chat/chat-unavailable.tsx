/**
 * The floating chat button when no desk is known (the list failed to load or came back empty, and
 * the status names no general floating desk): the member still finds customer service where it
 * always is, is told it cannot be reached now, and can try again (issue 37: the button vanished).
 */
import { useState } from 'react';
import { useTranslation } from '@m/shared';

export function ChatUnavailable({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="mc-float-chat"
        data-testid="floating-chat"
        data-state="unavailable"
        aria-expanded={open}
        aria-controls="mc-chat-unavailable"
        onClick={() => setOpen((shown) => !shown)}
      >
        <span aria-hidden="true">💬</span>
        <span className="visually-hidden">{t('chat_open')}</span>
      </button>
      {open && (
        <div id="mc-chat-unavailable" className="mc-float-note" role="status" data-testid="chat-unavailable">
          <p>{t('chat_unavailable')}</p>
          <button
            type="button"
            className="btn btn--small"
            disabled={checking}
            data-testid="chat-retry"
            onClick={() => {
              setChecking(true);
              void onRetry().finally(() => setChecking(false));
            }}
          >
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      )}
    </>
  );
}
