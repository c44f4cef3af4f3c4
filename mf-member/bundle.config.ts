import type { RemoteBundle } from '../shared/build/webpack-config';

/** mf-member: each exposed module default-exports a single-spa parcel (docs/architecture.md). */
const bundle: RemoteBundle = {
  kind: 'remote',
  name: 'mf_member',
  dir: __dirname,
  exposes: {
    './MemberHomePage': './src/exposes/member-home-page.tsx',
    './FeedbackPage': './src/exposes/feedback-page.tsx',
    './InviteFriendsPage': './src/exposes/invite-friends-page.tsx',
    './MemberServices': './src/exposes/member-services.tsx',
    './CashierPage': './src/exposes/cashier-page.tsx',
    './InboxPage': './src/exposes/inbox-page.tsx',
    './SecurityPage': './src/exposes/security-page.tsx',
    './LimitsPage': './src/exposes/limits-page.tsx',
  },
};

export default bundle;
