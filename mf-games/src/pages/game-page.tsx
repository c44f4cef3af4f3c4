import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';

export function GamePage(props: ParcelProps) {
  const { t } = useTranslation('games');
  return (
    <section data-page="mf-games/GamePage" data-route={props.route}>
      <h1>{t('game_page_title')}</h1>
      <p>{t('game_page_desc')}</p>
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
