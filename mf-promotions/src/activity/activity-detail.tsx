/**
 * One activity by id: title, image and the sanitised rich content (its own lazily loaded
 * chunk). An id the server does not know, or one that is over, gets a clear "not found" with a
 * way home and to the other promotions.
 */
import { lazy, Suspense, type MouseEvent } from 'react';
import { LoadFailed, useHydrated, useLoad, useTranslation, Skeleton } from '@m/shared';
import { fetchActivity } from '../common/announcement-api';
import { ActivityClaim } from './activity-claim';

const RichContent = lazy(() => import(/* webpackChunkName: "rich-content" */ './rich-content'));

export interface ActivityDetailProps {
  id: string | null;
  basePath: string;
  navigate: (to: string) => void;
}

export function ActivityNotFound({ basePath, navigate }: Omit<ActivityDetailProps, 'id'>) {
  const { t } = useTranslation('promotions');
  const go = (to: string) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(to);
  };
  return (
    <div className="promo-state" data-testid="activity-not-found">
      <h1>{t('activity_not_found_title')}</h1>
      <p>{t('activity_not_found_msg')}</p>
      <a className="btn btn--primary" href={`${basePath}/home`} onClick={go('/home')}>
        {t('go_home')}
      </a>
      <a className="btn" href={`${basePath}/news`} onClick={go('/news')}>
        {t('see_promotions')}
      </a>
    </div>
  );
}

export function ActivityDetail({ id, basePath, navigate }: ActivityDetailProps) {
  // The content is sanitised by DOMPurify, which needs a browser, in its own chunk: the server
  // and the hydrating render draw its placeholder alike. A lazy component on the server instead
  // left a boundary the server could not finish (React error 419, the area drawn again, issue 36).
  const hydrated = useHydrated();
  const state = useLoad([id], (signal) => (id === null ? Promise.resolve(null) : fetchActivity(id, signal)));
  if (state.status === 'loading') return <Skeleton lines={5} card />;
  if (state.status === 'failed') return <LoadFailed onRetry={state.retry} />;
  const activity = state.value;
  if (!activity) return <ActivityNotFound basePath={basePath} navigate={navigate} />;
  return (
    <article className="promo-detail" data-testid="activity-detail" data-activity-id={String(activity.id)}>
      <h1>{activity.title}</h1>
      {activity.imageUrl && <img className="promo-detail__image" src={activity.imageUrl} alt="" width={750} height={300} />}
      <ActivityClaim promotionId={String(activity.id)} />
      {hydrated ? (
        <Suspense fallback={<Skeleton lines={4} />}>
          <RichContent html={activity.content} navigate={navigate} />
        </Suspense>
      ) : (
        <Skeleton lines={4} />
      )}
    </article>
  );
}
