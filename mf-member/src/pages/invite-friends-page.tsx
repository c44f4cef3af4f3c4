import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function InviteFriendsPage(props: ParcelProps) {
  const { t } = useTranslation('member');
  return (
    <section data-page="mf-member/InviteFriendsPage" data-route={props.route}>
      <h1>{t('invite_friends_page_title')}</h1>
      <p>{t('invite_friends_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
