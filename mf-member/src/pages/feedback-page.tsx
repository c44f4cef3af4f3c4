import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function FeedbackPage(props: ParcelProps) {
  const { t } = useTranslation('member');
  return (
    <section data-page="mf-member/FeedbackPage" data-route={props.route}>
      <h1>{t('feedback_page_title')}</h1>
      <p>{t('feedback_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
