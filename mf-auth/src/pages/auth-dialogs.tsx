import { useTranslation, type ParcelProps } from '@m/shared';

export function AuthDialogs(props: ParcelProps) {
  return (
    <section data-page="mf-auth/AuthDialogs" data-route={props.route}>
    </section>
  );
}
