/** /m/member/inbox (issue 26): the member's messages, reached from the member centre. */
import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { InboxView } from '../inbox/inbox-view';
import { useMemberStyles } from '../ui/member-styles';
import { useCashierStyles } from '../ui/cashier-styles';

export function InboxPage(props: ParcelProps) {
  useMemberStyles();
  useCashierStyles();
  const { t } = useTranslation('member');
  return (
    <section className="mc-page" data-page="mf-member/InboxPage" data-route={props.route}>
      <h1>{t('inbox_title')}</h1>
      <InboxView />
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
