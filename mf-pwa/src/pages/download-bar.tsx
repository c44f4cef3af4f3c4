import { useTranslation, type ParcelProps } from '@m/shared';

export function DownloadBar(props: ParcelProps) {
  return (
    <section data-page="mf-pwa/DownloadBar" data-route={props.route}>
    </section>
  );
}
