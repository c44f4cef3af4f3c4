/** /m/member/limits (issue 26): responsible gaming, reached from the member centre. */
import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { LimitsView } from '../limits/limits-view';
import { useMemberStyles } from '../ui/member-styles';

export function LimitsPage(props: ParcelProps) {
  useMemberStyles();
  const { t } = useTranslation('member');
  return (
    <section className="mc-page" data-page="mf-member/LimitsPage" data-route={props.route}>
      <h1>{t('title_limits', { ns: 'common' })}</h1>
      <LimitsView />
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
