/**
 * /m/inviteFriends, open to everyone (SPEC 2, 6): an agent goes to /m/agentRegister, a member
 * gets their referral link, a guest sees the programme or "coming soon" (REFERRAL promotion off).
 */
import { useEffect, useState } from 'react';
import { BundleTag, loadedValue, sessionStore, useBehavior, useLoad, useTranslation, type ParcelProps, Skeleton } from '@m/shared';
import { useSessionToken } from '../platform/session-token';
import { MemberReferral } from '../referral/member-referral';
import { referralView } from '../referral/referral-access';
import { fetchMemberType, fetchReferralPromotion } from '../referral/referral-api';
import { useMemberStyles } from '../ui/member-styles';
import { AppLink } from '../ui/app-link';

export function InviteFriendsPage(props: ParcelProps) {
  useMemberStyles();
  const { t } = useTranslation('member');
  const session = useBehavior(sessionStore.subject);
  // The stored type may be stale or unknown (a token from the query): member info decides.
  const memberType = useLoad(useSessionToken(), fetchMemberType, { keep: true });
  const [promotion, setPromotion] = useState<boolean | null>(null);
  useEffect(() => {
    if (session) return;
    let live = true;
    fetchReferralPromotion().then(
      (enabled) => live && setPromotion(enabled),
      () => live && setPromotion(false),
    );
    return () => {
      live = false;
    };
  }, [session]);
  const type = loadedValue(memberType) ?? (memberType.status === 'loading' ? null : (session?.type ?? null));
  const view = session && type === null ? 'loading' : referralView(session !== null, type, promotion);
  const { navigate } = props;
  useEffect(() => {
    if (view === 'agent') navigate('/agentRegister', { replace: true });
  }, [view, navigate]);

  return (
    <section className="mc-page" data-page="mf-member/InviteFriendsPage" data-route={props.route} data-view={view}>
      <h1>{t('invite_friends_page_title')}</h1>
      {view === 'loading' || view === 'agent' ? (
        <Skeleton lines={4} card />
      ) : view === 'coming-soon' ? (
        <p className="mc-card" data-testid="referral-coming-soon">
          {t('referral_coming_soon')}
        </p>
      ) : view === 'guest' ? (
        <div className="mc-card" data-testid="referral-guest">
          <p>{t('invite_friends_page_desc')}</p>
          <div className="mc-actions">
            <AppLink className="btn btn--primary" to="/login" navigate={navigate}>
              {t('referral_login')}
            </AppLink>
            <AppLink className="btn" to="/register" navigate={navigate}>
              {t('referral_register')}
            </AppLink>
          </div>
        </div>
      ) : (
        <>
          <p className="mc-muted">{t('invite_friends_page_desc')}</p>
          <MemberReferral />
        </>
      )}
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
