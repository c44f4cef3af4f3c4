/**
 * A list that grows as the player scrolls: the entries, then "loading", a failure with retry, or
 * a "more" button (for keyboards and screen readers) that the end of the list also presses.
 */
import type { ReactNode } from 'react';
import { LoadFailed, useTranslation, Skeleton } from '@m/shared';
import { useEndOfList, type CursorList } from '../platform/cursor-list';

export function PagedList<T>({
  list,
  empty,
  testId,
  children,
}: {
  list: CursorList<T>;
  empty: string;
  testId: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('member');
  const end = useEndOfList<HTMLButtonElement>(list.loadMore, list.more && !list.loading && !list.failed);
  return (
    <>
      {list.loaded && list.items.length === 0 && !list.loading && <p className="mc-muted">{empty}</p>}
      {list.items.length > 0 && (
        <ul className="cs-entries" data-testid={testId}>
          {list.items.map(children)}
        </ul>
      )}
      {list.loading && <Skeleton lines={list.items.length > 0 ? 1 : 4} />}
      {list.failed && <LoadFailed onRetry={list.retry} />}
      {list.more && !list.loading && !list.failed && (
        <button type="button" className="btn" ref={end} onClick={list.loadMore} data-testid={`${testId}-more`}>
          {t('cashier_more')}
        </button>
      )}
    </>
  );
}
