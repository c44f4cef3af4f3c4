/**
 * Every route of SPEC section 2, who owns it, and who may open it. The shell reads only this
 * table to build its router, its guard and its search-engine tags; it lives in the contract so
 * that the end-to-end checks (and a server that renders pages) read the same table without
 * importing the shell's source. Module names are typed from EXPOSED_MODULES: a page or widget
 * that no remote exposes does not compile.
 */
import type { ExposedModule, RemoteName } from './remotes';

/**
 * - `public`: anyone; listed for search engines.
 * - `open`: anyone, not indexed (/m/inviteFriends).
 * - `protected`: needs a session, else /m/login.
 * - `session-or-home`: needs a session, else /m/home (/m/feedback).
 */
export type Access = 'public' | 'open' | 'protected' | 'session-or-home';

/** A module a remote exposes, named with its remote: `{ remote: 'mf-auth', module: './LoginPage' }`. */
export type RemoteModule = { [R in RemoteName]: { remote: R; module: ExposedModule<R> } }[RemoteName];
/** A remote's page, with the route parameters it is mounted with. */
export type RemotePage = RemoteModule & { params?: Record<string, string> };

export interface RouteDef {
  /** Path under the /m base, without the leading slash. */
  path: string;
  access: Access;
  /** `home` is the shell's own layout of widget slots; anything else is a remote's page. */
  page: 'home' | RemotePage;
  /** Key of the page title in the `common` catalogue. */
  titleKey: string;
}

const GAME_CATEGORIES = ['sports', 'live', 'rng', 'table', 'fish', 'pvp', 'crash', 'arcade', 'elott'] as const;

export const ROUTES: RouteDef[] = [
  { path: '', access: 'public', page: 'home', titleKey: 'title_home' },
  { path: 'home', access: 'public', page: 'home', titleKey: 'title_home' },
  { path: 'index', access: 'public', page: 'home', titleKey: 'title_home' },
  { path: 'index.html', access: 'public', page: 'home', titleKey: 'title_home' },
  { path: 'login', access: 'public', page: { remote: 'mf-auth', module: './LoginPage' }, titleKey: 'title_login' },
  { path: 'register', access: 'public', page: { remote: 'mf-auth', module: './RegisterPage' }, titleKey: 'title_register' },
  { path: 'register.html', access: 'public', page: { remote: 'mf-auth', module: './RegisterPage' }, titleKey: 'title_register' },
  // Issue 26: not indexed (nothing to find there), open to anyone who lost their password.
  {
    path: 'forgotPassword',
    access: 'open',
    page: { remote: 'mf-auth', module: './ForgotPasswordPage' },
    titleKey: 'title_forgot_password',
  },
  {
    path: 'agentRegister',
    access: 'protected',
    page: { remote: 'mf-auth', module: './AgentRegisterPage' },
    titleKey: 'title_agent_register',
  },
  {
    path: 'changePsw',
    access: 'protected',
    page: { remote: 'mf-auth', module: './ChangePasswordPage' },
    titleKey: 'title_change_password',
  },
  { path: 'inviteFriends', access: 'open', page: { remote: 'mf-member', module: './InviteFriendsPage' }, titleKey: 'title_invite_friends' },
  { path: 'member/home', access: 'protected', page: { remote: 'mf-member', module: './MemberHomePage' }, titleKey: 'title_member' },
  { path: 'member/inbox', access: 'protected', page: { remote: 'mf-member', module: './InboxPage' }, titleKey: 'title_inbox' },
  { path: 'member/security', access: 'protected', page: { remote: 'mf-member', module: './SecurityPage' }, titleKey: 'title_security' },
  { path: 'member/limits', access: 'protected', page: { remote: 'mf-member', module: './LimitsPage' }, titleKey: 'title_limits' },
  // The cashier (issue 25): one page of mf-member, the view named by the route.
  ...(['deposit', 'withdraw', 'transactions', 'bets'] as const).map((view): RouteDef => ({
    path: `member/${view}`,
    access: 'protected',
    page: { remote: 'mf-member', module: './CashierPage', params: { view } },
    titleKey: `title_${view}`,
  })),
  { path: 'feedback', access: 'session-or-home', page: { remote: 'mf-member', module: './FeedbackPage' }, titleKey: 'title_feedback' },
  { path: 'game', access: 'protected', page: { remote: 'mf-games', module: './GamePage' }, titleKey: 'title_game' },
  { path: 'launchGame', access: 'protected', page: { remote: 'mf-games', module: './LaunchGamePage' }, titleKey: 'title_launch_game' },
  ...GAME_CATEGORIES.map((category): RouteDef => ({
    path: category,
    access: 'public',
    page: { remote: 'mf-games', module: './CategoryPage', params: { category } },
    titleKey: `title_${category}`,
  })),
  { path: 'activity', access: 'public', page: { remote: 'mf-promotions', module: './ActivityPage' }, titleKey: 'title_activity' },
  { path: 'news', access: 'public', page: { remote: 'mf-promotions', module: './NewsPage' }, titleKey: 'title_news' },
  { path: 'download', access: 'public', page: { remote: 'mf-pwa', module: './DownloadPage' }, titleKey: 'title_download' },
];

/**
 * The place a home widget takes from its first paint to its last (issue 37): its loading look and
 * what it draws are this size, and the shell reserves the same for a slot it has to draw itself
 * (the server left it to the browser: a cold render thread, a flood), so nothing below moves when
 * the widget arrives. The games widget's height depends on the catalogue: the shell hides what
 * follows it until it is in instead. The download bar's place is where the bar is likely to show
 * (a browser tab; not an installed app), as its own loading look assumes.
 */
export const HOME_WIDGET_PLACES = {
  './DownloadBar': { heightPx: 56 },
  /** Home banners are 750 × 300. */
  './HomeBanner': { aspectRatio: '5 / 2' },
  './HomeMarquee': { heightPx: 40 },
} as const;

/** The widgets of /m/home, each in its own isolated slot, in page order. */
export const HOME_SLOTS: RemoteModule[] = [
  { remote: 'mf-pwa', module: './DownloadBar' },
  { remote: 'mf-promotions', module: './HomeBanner' },
  { remote: 'mf-promotions', module: './HomeMarquee' },
  { remote: 'mf-games', module: './HomeCategories' },
  { remote: 'mf-pwa', module: './InstallPrompt' },
  { remote: 'mf-promotions', module: './HomePopups' },
  { remote: 'mf-promotions', module: './FloatingEntry' },
];

/**
 * The remote modules a page address mounts first: the remote page of its route, or for the home
 * (and any unknown address, which shows the home) the home's widgets. The shell preloads them at
 * start-up (issue 17) and the server preloads only their remotes' manifests (issue 37: a manifest
 * preloaded for a remote the page does not draw is a "preloaded but not used" warning).
 */
export function modulesForPath(pathname: string): { remote: RemoteName; module: string }[] {
  const path = pathname.replace(/^\/m(?:\/|$)/, '').replace(/\/+$/, '');
  const route = ROUTES.find((r) => r.path === path);
  if (!route || route.page === 'home') return HOME_SLOTS.map(({ remote, module }) => ({ remote, module }));
  return [{ remote: route.page.remote, module: route.page.module }];
}
