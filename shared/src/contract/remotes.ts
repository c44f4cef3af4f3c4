/**
 * The remotes and the modules each one exposes: the whole surface the shell may mount, named
 * once here, at the bottom of @m/shared, so that the registry document, the tracking schema,
 * the shell's route table and the server all check names against the same list.
 */
import type { RemoteName } from './remote-names';

export { REMOTE_NAMES, type RemoteName } from './remote-names';

/** Names of the exposed modules, per remote: the whole surface the shell may mount. */
export const EXPOSED_MODULES = {
  'mf-auth': ['./LoginPage', './RegisterPage', './AgentRegisterPage', './ChangePasswordPage', './AuthDialogs', './ForgotPasswordPage'],
  'mf-games': ['./GamePage', './LaunchGamePage', './CategoryPage', './HomeCategories'],
  // MemberServices: mounted once on every page by the shell (chat script, floating chat, unread count).
  'mf-member': [
    './MemberHomePage',
    './FeedbackPage',
    './InviteFriendsPage',
    './MemberServices',
    './CashierPage',
    './InboxPage',
    './SecurityPage',
    './LimitsPage',
  ],
  // HomePopups, FloatingEntry: home widgets that show over the page (popup carousel, floating element).
  'mf-promotions': ['./ActivityPage', './NewsPage', './HomeBanner', './HomeMarquee', './HomePopups', './FloatingEntry'],
  // PwaServices: mounted once on every page by the shell (update check, push sync, app upgrade).
  'mf-pwa': ['./DownloadPage', './DownloadBar', './InstallPrompt', './PwaServices'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type ExposedModule<R extends RemoteName> = (typeof EXPOSED_MODULES)[R][number];
