import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function AgentRegisterPage(props: ParcelProps) {
  const { t } = useTranslation('auth');
  return (
    <section data-page="mf-auth/AgentRegisterPage" data-route={props.route}>
      <h1>{t('agent_register_page_title')}</h1>
      <p>{t('agent_register_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
