import { useTranslation, type ParcelProps } from '@m/shared';

export function InstallPrompt(props: ParcelProps) {
  return (
    <section data-page="mf-pwa/InstallPrompt" data-route={props.route}>
    </section>
  );
}
