/**
 * /m/member/home: the member's account and VIP progress, wallet, rewards centre entry (REWCEN3),
 * customer service, links to referrals and feedback, and logout. Everything follows the session
 * (SPEC 4). `?view=rewards` shows the rewards centre in place of the overview: SPEC 2 has no
 * route for it, and the route table stays exactly SPEC 2's (docs/member-centre.md).
 */
import { lazy, Suspense, useState } from 'react';
import {
  bus,
  BundleTag,
  fetchClaimOffers,
  loadedValue,
  LoadFailed,
  systemConfig,
  useBehavior,
  useLoad,
  useTranslation,
  type ParcelProps,
  Skeleton,
} from '@m/shared';
import { fetchMemberInfo, type MemberInfo, type RankProgressAnswer } from '../account/account-api';
import { refreshRankProgress } from '../account/rank-progress-store';
import { MemberSummary } from '../account/member-summary';
import { profileIconCount } from '../account/profile-icons';
import { ChatList } from '../chat/chat-list';
import { useSessionToken } from '../platform/session-token';
import { AppLink } from '../ui/app-link';
import { useMemberStyles } from '../ui/member-styles';
import { RewardsEntry } from '../rewards/rewards-entry';
import { RewardsUnavailable } from '../rewards/rewards-unavailable';
import { rewardsAvailability, rewardsViewSearch, wantsRewardsView } from '../rewards/rewards-rules';
import { WalletSection } from '../wallet/wallet-section';
import { inboxUnread$ } from '../inbox/inbox-unread';
import { MemberBonuses } from '../bonuses/member-bonuses';
import { fetchActiveBonuses } from '../bonuses/bonuses-api';
import { fetchWallet } from '../wallet/wallet-api';
import { fetchDesks } from '../chat/chat-api';

// Its own chunk: only members of a merchant with REWCEN3 who open it load it.
const RewardsCentre = lazy(() =>
  import(/* webpackChunkName: "rewards-centre" */ '../rewards/rewards-centre').then((module) => ({ default: module.RewardsCentre })),
);

// The progress asked for at sign-in (account/rank-progress-store.ts) is asked again here, fresh;
// it stands in when that call fails.
const loadAccount = () => Promise.all([fetchMemberInfo(), refreshRankProgress()]).then(([info, progress]) => ({ info, progress }));

/**
 * How long the overview waits for a part: one slow service (a chat provider's desk list) must not
 * hold the whole page back; past this, the page shows and that part loads in its own place.
 */
const OVERVIEW_PART_WAIT_MS = 3_000;

/** A part's answer, or nothing when it failed or is late: that part then asks again itself and says so in its place. */
const settled = <T,>(promise: Promise<T>): Promise<T | undefined> =>
  Promise.race([
    promise.catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), OVERVIEW_PART_WAIT_MS)),
  ]);

/**
 * The whole overview in one go (issue 37): the account and every part whose size depends on an
 * answer (wallet limits and methods, claimable promotions, bonuses, chat desks). Shown part by
 * part, each answer pushed everything below it down while the player read or scrolled (layout
 * shift 0.13-0.44 on opening Me); now the page appears once, in its final layout.
 */
const loadOverview = () =>
  Promise.all([
    loadAccount(),
    settled(fetchWallet()),
    settled(fetchClaimOffers()),
    settled(fetchActiveBonuses()),
    settled(fetchDesks()),
  ]).then(([account, wallet, offers, bonuses, desks]) => ({ ...account, parts: { wallet, offers, bonuses, desks } }));

export function MemberHomePage(props: ParcelProps) {
  useMemberStyles();
  const config = useBehavior(systemConfig);
  const rewards = rewardsAvailability(config?.status.whitelabel);
  const { navigate, search } = props;
  const openRewards = (open: boolean) => navigate(`/member/home${rewardsViewSearch(search, open)}`);
  if (!wantsRewardsView(search)) return <MemberOverview {...props} rewardsOn={rewards === 'on'} onOpenRewards={() => openRewards(true)} />;
  return (
    <section className="mc-page" data-page="mf-member/MemberHomePage" data-route={props.route} data-view="rewards">
      {rewards === 'on' && (
        <Suspense
          fallback={
            <p className="mc-muted" aria-busy="true">
              …
            </p>
          }
        >
          <RewardsCentre onBack={() => openRewards(false)} />
        </Suspense>
      )}
      {rewards === 'off' && <RewardsUnavailable onBack={() => openRewards(false)} />}
      {rewards === 'unknown' && (
        <p className="mc-muted" aria-busy="true">
          …
        </p>
      )}
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}

function MemberOverview(props: ParcelProps & { rewardsOn: boolean; onOpenRewards: () => void }) {
  const { t } = useTranslation('member');
  const config = useBehavior(systemConfig);
  const account = useLoad(useSessionToken(), loadOverview, { keep: true });
  const loaded = loadedValue(account);
  const [info, setInfo] = useState<MemberInfo | null>(loaded?.info ?? null);
  const [progress, setProgress] = useState<RankProgressAnswer | null>(loaded?.progress ?? null);
  // A new answer replaces what is shown (during render: no effect, no second paint); a saved icon
  // changes `info` until then.
  const [shown, setShown] = useState(loaded);
  if (shown !== loaded) {
    setShown(loaded);
    setInfo(loaded?.info ?? null);
    setProgress(loaded?.progress ?? null);
  }
  const { navigate } = props;
  const parts = loaded?.parts;
  const inboxUnread = useBehavior(inboxUnread$);

  return (
    <section className="mc-page" data-page="mf-member/MemberHomePage" data-route={props.route}>
      <h1>{t('member_home_page_title')}</h1>
      {account.status === 'failed' && <LoadFailed onRetry={account.retry} />}
      {/* Nothing below the placeholder while the overview loads: what appears then moves nothing. */}
      {!info && account.status === 'loading' && <Skeleton lines={3} card />}
      {account.status !== 'loading' && (
        // One boundary for the whole overview: a claimable promotion's card (its own chunk)
        // appears with the rest, not a moment later above the links.
        <Suspense fallback={<Skeleton lines={3} card />}>
          {info && (
            <>
              <MemberSummary
                info={info}
                progress={progress}
                iconCount={profileIconCount(config?.status.gw.PROFILE_ICON_COUNT)}
                onIconSaved={(icon) => setInfo({ ...info, profileIcon: icon })}
              />
              <WalletSection balance={info.balance} memberId={info.id} onNavigate={navigate} initial={parts?.wallet} />
              <MemberBonuses initialOffers={parts?.offers} initialBonuses={parts?.bonuses} />
            </>
          )}
          {props.rewardsOn && (
            <RewardsEntry href={`${props.basePath}/member/home${rewardsViewSearch(props.search, true)}`} onOpen={props.onOpenRewards} />
          )}
          <ChatList initial={parts?.desks} />
          <nav className="mc-card" aria-label={t('member_more')}>
            <ul className="mc-list">
              <li>
                <AppLink className="btn mc-grow" to="/member/inbox" testId="link-inbox" navigate={navigate}>
                  {t('inbox_title')}
                  {inboxUnread > 0 && (
                    <>
                      {' '}
                      <span className="mc-badge" data-testid="inbox-unread">
                        {inboxUnread}
                      </span>
                      <span className="visually-hidden"> {t('inbox_unread_count', { count: inboxUnread })}</span>
                    </>
                  )}
                </AppLink>
              </li>
              <li>
                <AppLink className="btn mc-grow" to="/member/security" testId="link-security" navigate={navigate}>
                  {t('security_title')}
                </AppLink>
              </li>
              <li>
                <AppLink className="btn mc-grow" to="/member/limits" testId="link-limits" navigate={navigate}>
                  {t('title_limits', { ns: 'common' })}
                </AppLink>
              </li>
              <li>
                <AppLink className="btn mc-grow" to="/inviteFriends" testId="link-invite" navigate={navigate}>
                  {t('invite_friends_page_title')}
                </AppLink>
              </li>
              <li>
                <AppLink className="btn mc-grow" to="/feedback" testId="link-feedback" navigate={navigate}>
                  {t('feedback_page_title')}
                </AppLink>
              </li>
            </ul>
          </nav>
          <button
            type="button"
            className="btn"
            data-testid="member-logout"
            onClick={() => bus.publish('auth.logout.request', { to: '/home' })}
          >
            {t('logout')}
          </button>
        </Suspense>
      )}
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
