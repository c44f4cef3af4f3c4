import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function LaunchGamePage(props: ParcelProps) {
  const { t } = useTranslation('games');
  return (
    <section data-page="mf-games/LaunchGamePage" data-route={props.route}>
      <h1>{t('launch_game_page_title')}</h1>
      <p>{t('launch_game_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
