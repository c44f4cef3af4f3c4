import { useTranslation, type ParcelProps } from '@m/shared';

export function HomeMarquee(props: ParcelProps) {
  return (
    <section data-page="mf-promotions/HomeMarquee" data-route={props.route}>
    </section>
  );
}
