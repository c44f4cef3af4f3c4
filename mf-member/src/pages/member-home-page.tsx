import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function MemberHomePage(props: ParcelProps) {
  const { t } = useTranslation('member');
  return (
    <section data-page="mf-member/MemberHomePage" data-route={props.route}>
      <h1>{t('member_home_page_title')}</h1>
      <p>{t('member_home_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
