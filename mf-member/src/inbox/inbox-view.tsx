/**
 * /m/member/inbox (issue 26): the member's messages, newest first, more as the end scrolls into
 * view. Opening one marks it read on the server (so it stays read on another phone); delete asks
 * first. The count on "Me" follows each change.
 */
import { useState } from 'react';
import { formatLocalDateTime, showConfirm, showToast, useTranslation } from '@m/shared';
import { useCursorList } from '../platform/cursor-list';
import { PagedList } from '../ui/paged-list';
import { deleteMessages, fetchInbox, markRead, type InboxMessage } from './inbox-api';
import { setInboxUnread } from './inbox-unread';

export function InboxView() {
  const { t, i18n } = useTranslation('member');
  const list = useCursorList<InboxMessage>(`inbox ${i18n.language}`, async (cursor) => {
    const page = await fetchInbox(cursor);
    setInboxUnread(page.unread);
    return page;
  });
  const [open, setOpen] = useState<number | null>(null);
  const [read, setRead] = useState<ReadonlySet<number>>(new Set());
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());

  const toggle = (message: InboxMessage) => {
    setOpen((current) => (current === message.id ? null : message.id));
    if (message.read || read.has(message.id)) return;
    setRead((ids) => new Set(ids).add(message.id));
    markRead([message.id]).then(
      (answer) => setInboxUnread(answer.unread),
      // Not saved: shown unread again, as the server still has it.
      () =>
        setRead((ids) => {
          const next = new Set(ids);
          next.delete(message.id);
          return next;
        }),
    );
  };

  const remove = async (message: InboxMessage) => {
    const sure = await showConfirm({
      title: t('inbox_delete_title'),
      message: t('inbox_delete_message', { title: message.title }),
      confirmText: t('inbox_delete'),
      cancelText: t('cashier_cancel'),
    });
    if (!sure) return;
    try {
      const answer = await deleteMessages([message.id]);
      setGone((ids) => new Set(ids).add(message.id));
      setInboxUnread(answer.unread);
    } catch {
      showToast(t('unknown_error'), 2000);
    }
  };

  const shown = { ...list, items: list.items.filter((message) => !gone.has(message.id)) };
  return (
    <section className="mc-card" aria-labelledby="ib-title" aria-busy={list.loading}>
      <h2 id="ib-title" className="visually-hidden">
        {t('inbox_title')}
      </h2>
      <PagedList list={shown} empty={t('inbox_empty')} testId="inbox">
        {(message) => {
          const unread = !message.read && !read.has(message.id);
          const expanded = open === message.id;
          return (
            <li key={message.id} className="ib-message" data-testid="inbox-message" data-id={message.id} data-read={!unread}>
              <button
                type="button"
                className="ib-message__head"
                aria-expanded={expanded}
                aria-controls={`ib-body-${message.id}`}
                onClick={() => toggle(message)}
                data-testid="inbox-open"
              >
                {unread && <span className="ib-dot" aria-hidden="true" />}
                <span className="ib-message__title">
                  {unread && <span className="visually-hidden">{t('inbox_unread')} </span>}
                  {message.title}
                </span>
                <span className="mc-muted ib-message__when">{formatLocalDateTime(message.createdAt, i18n.language)}</span>
              </button>
              {expanded && (
                <div id={`ib-body-${message.id}`} className="ib-message__body">
                  <p data-testid="inbox-body">{message.body}</p>
                  <button type="button" className="btn btn--small" onClick={() => void remove(message)} data-testid="inbox-delete">
                    {t('inbox_delete')}
                  </button>
                </div>
              )}
            </li>
          );
        }}
      </PagedList>
    </section>
  );
}
